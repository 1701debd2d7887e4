/// Collects the rows the nodes contribute, top to bottom: cells, and the rows of ``ForEach``es
/// as ranges made only when shown. Its cost is in the nodes, never in the rows of a long list.
enum RowCollector {
    /// A run of rows: one cell, or the rows of a ``ForEach`` with the traits of the modifiers
    /// around it.
    enum Segment {
        case cell(RowCell)
        case rows(ForEachRows, traits: [RowTrait])

        var count: Int {
            switch self {
            case .cell: 1
            case .rows(let rows, _): rows.count
            }
        }
    }

    /// The rows below `node`.
    static func segments(of node: ViewNode) -> [Segment] {
        var segments: [Segment] = []
        collect(node, traits: [], into: &segments)
        return segments
    }

    private static func collect(_ node: ViewNode, traits: [RowTrait], into segments: inout [Segment]) {
        switch node.contribution {
        case .empty:
            break
        case .line(let cell):
            segments.append(.cell(traits.reduce(cell) { $0.adding($1) }))
        case .stack(let children):
            for child in children { collect(child, traits: traits, into: &segments) }
        case .rows(let rows):
            segments.append(.rows(rows, traits: traits))
        case .inline(let children, let spacing):
            let cell = RowCell.joined(children.map { line(of: $0) }, spacing: spacing)
            segments.append(.cell(traits.reduce(cell) { $0.adding($1) }))
        case .forward(let child):
            collect(child, traits: traits, into: &segments)
        case .trait(let child, let trait):
            // The inner trait first: an inner button's action wins over an outer one's.
            collect(child, traits: [trait] + traits, into: &segments)
        }
    }

    /// Every row below `node`, the rows of a ``ForEach`` made (for a few rows: scopes, suggestions).
    static func cells(of node: ViewNode) -> [RowCell] {
        segments(of: node).flatMap { segment -> [RowCell] in
            switch segment {
            case .cell(let cell): return [cell]
            case .rows(let rows, let traits):
                return (0..<rows.count).map { index in traits.reduce(rows.cell(at: index)) { $0.adding($1) } }
            }
        }
    }

    /// The rows below `node` on one line, joined by a space.
    static func line(of node: ViewNode) -> RowCell {
        let cells = cells(of: node)
        return cells.count == 1 ? cells[0] : RowCell.joined(cells, spacing: 1)
    }

    /// The screen-wide traits below `node`: the first title, search, suggestions and scopes
    /// found top to bottom, and every submit action.
    static func traits(of node: ViewNode) -> NodeTraits {
        var found = NodeTraits()
        collectTraits(node, into: &found)
        return found
    }

    private static func collectTraits(_ node: ViewNode, into found: inout NodeTraits) {
        let own = node.traits
        found.title = found.title ?? own.title
        found.search = found.search ?? own.search
        found.suggestions = found.suggestions ?? own.suggestions
        found.scopes = found.scopes ?? own.scopes
        found.submitActions += own.submitActions
        found.sheet = found.sheet ?? own.sheet
        // The innermost container's: it is the one whose view is shown.
        found.back = own.back ?? found.back
        found.split = found.split ?? own.split
        found.hasNavigationContainer = found.hasNavigationContainer || own.hasNavigationContainer
        found.place += own.place
        found.focus = found.focus ?? own.focus
        found.presentationToolbarBehavior = found.presentationToolbarBehavior ?? own.presentationToolbarBehavior
        found.toolbarBehavior = found.toolbarBehavior ?? own.toolbarBehavior
        found.suggestionVisibility += own.suggestionVisibility
        found.editor = found.editor ?? own.editor
        found.toolbar = found.toolbar ?? own.toolbar
        switch node.contribution {
        case .empty, .line, .rows: break
        case .stack(let children), .inline(let children, _):
            for child in children { collectTraits(child, into: &found) }
        case .forward(let child), .trait(let child, _):
            collectTraits(child, into: &found)
        }
    }
}
