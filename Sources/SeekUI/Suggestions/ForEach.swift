/// One result per element of some data, like SwiftUI's `ForEach`; used in `searchSuggestions`.
///
/// ```swift
/// ForEach(matchingRecent, id: \.self) { term in
///     Text(term).searchCompletion(term)
/// }
/// ```
public struct ForEach<Data: Sequence, Content> {
    /// The results, one per element, in order.
    public let results: [Content]

    /// A result for each element of `data`, which is `Identifiable`.
    public init(_ data: Data, content: (Data.Element) -> Content) where Data.Element: Identifiable {
        results = data.map(content)
    }

    /// A result for each element of `data`; `id` says what tells elements apart (SwiftUI needs
    /// it to animate; here it only keeps the code the same).
    public init<ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, content: (Data.Element) -> Content) {
        results = data.map(content)
    }
}
