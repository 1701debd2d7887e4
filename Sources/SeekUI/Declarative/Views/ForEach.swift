/// A view per element of some data, as SwiftUI's `ForEach`: in a ``List``, a stack, a menu of
/// suggestions or the scope bar.
///
/// ```swift
/// ForEach(matchingRecent, id: \.self) { term in
///     Text(term).searchCompletion(term)
/// }
/// ```
///
/// Each element's view is identified by its id, so a row keeps its state while the data
/// around it changes. In a list, only the rows shown are made: the data is never walked.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public let data: Data
    /// The view of an element.
    public let content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID

    /// A view for each element of `data`; `id` names what tells elements apart.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }

    /// The results, one per element, in order (the suggestions of a ``SearchableList``).
    public var results: [Content] { data.map(content) }

    /// The element at `offset` from the start.
    func element(at offset: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: offset)]
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// A view for each element of `data`, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each number of `data` (`ForEach(0..<5) { … }`).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach: PrimitiveView where Content: View {
    func contribution(in node: ViewNode) -> Contribution {
        node.keepsChildren = true
        return .rows(ForEachRows(self, in: node))
    }
}

/// The rows of a ``ForEach`` as its node shows them: an element's view is built (in the child
/// of its id) when its row is first asked for after the ``ForEach`` was evaluated, so typing in
/// a list of 100,000 elements builds the rows on screen, not 100,000.
final class ForEachRows {
    let count: Int
    private let id: (Int) -> AnyHashable
    private let build: (Int, ViewNode) -> ViewNode
    private unowned let node: ViewNode
    private var built: [AnyHashable: ViewNode] = [:]

    init<Data, ID, Content: View>(_ each: ForEach<Data, ID, Content>, in node: ViewNode) {
        count = each.data.count
        self.node = node
        id = { AnyHashable(each.identify(each.element(at: $0))) }
        build = { offset, node in
            let element = each.element(at: offset)
            return node.build(each.content(element), at: .element(AnyHashable(each.identify(element))))
        }
    }

    /// The id of the element at `offset`.
    func id(at offset: Int) -> AnyHashable { id(offset) }

    /// The row of the element at `offset`, built when not built yet.
    func cell(at offset: Int) -> RowCell {
        let key = id(offset)
        let child: ViewNode
        if let existing = built[key], existing.rebuild != nil {
            child = existing
        } else {
            child = build(offset, node)
            built[key] = child
        }
        var cell = RowCollector.line(of: child)
        cell.id = key
        return cell
    }
}
