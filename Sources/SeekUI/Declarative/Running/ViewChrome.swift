import SeekModel
import SeekScreen

/// What the screen around the rows shows for the layer in view: the title line (with the
/// toolbar's items, F1 first), whether the search field is drawn and where, and whether a
/// split view's next column is drawn in the detail pane.
struct ViewChrome: Equatable {
    var title: String
    var showsField: Bool
    var hasDetailPane: Bool
    var placement: SearchFieldPlacement

    /// The chrome that `traits` ask for.
    init(_ traits: NodeTraits) {
        let items = traits.toolbar.map { RowCollector.cells(of: $0).map(\.text) } ?? []
        let toolbar = items.enumerated().map { "F\($0 + 1) \($1)" }.joined(separator: "  ")
        let title = traits.title ?? ""
        self.title = toolbar.isEmpty ? title : title.isEmpty ? toolbar : "\(title)  \(toolbar)"
        // A field asked for in the sidebar shows with the sidebar only.
        let awayFromSidebar = traits.search?.placement == .sidebar && (traits.split?.active ?? 0) > 0
        showsField = (traits.search?.isFieldShown ?? false) && !awayFromSidebar
        hasDetailPane = traits.split != nil
        placement = traits.search?.placement ?? .automatic
    }

    /// The commands that change `old` into this chrome.
    func commands(from old: ViewChrome) -> [HostCommand] {
        var commands: [HostCommand] = []
        if title != old.title { commands.append(.setTitle(title)) }
        if showsField != old.showsField { commands.append(.setSearchFieldShown(showsField)) }
        if hasDetailPane != old.hasDetailPane { commands.append(.setDetailPane(hasDetailPane)) }
        if placement != old.placement { commands.append(.setPlacement(placement)) }
        return commands
    }
}
