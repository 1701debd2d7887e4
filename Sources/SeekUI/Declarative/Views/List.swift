/// A scrolling list, as SwiftUI's `List`: the rows of the screen's list pane, where the search
/// field, scope bar and suggestions of `searchable` are drawn above (the same components as
/// seek's). Rows of data are made only when shown.
///
/// ```swift
/// List(filteredRecipes) { recipe in
///     Text(recipe.name)
/// }
/// ```
///
/// With a `selection` binding, Return on a row sets the binding to the row's id (its tag).
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
    let select: ((AnyHashable) -> Void)?

    init(content: Content, select: ((AnyHashable) -> Void)?) {
        self.content = content
        self.select = select
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows of `content` (stacks, sections, ``ForEach``es).
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), select: nil)
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), select: nil)
    }

    /// A row for each `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), select: nil)
    }

    /// A row for each number of `data` (`List(0..<20) { … }`).
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), select: nil)
    }
}

extension List {
    /// A list whose chosen row's id (Return) goes into `selection`.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) where SelectionValue: Sendable {
        self.init(content: content(), select: { selection.wrappedValue = $0.base as? SelectionValue })
    }

    /// A row for each `Identifiable` element of `data`; Return puts the row's id in `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue: Sendable {
        self.init(content: ForEach(data, content: rowContent), select: { selection.wrappedValue = $0.base as? SelectionValue })
    }
}

extension List: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        let content = node.build(self.content, at: .content)
        guard let select else { return .forward(content) }
        return .trait(content, .select(select))
    }
}
