import SeekModel

/// The list's view of the caller's scopes, whatever their type: scope `i` of the caller's list
/// is the session's scope `i`, whose filter names its index for the matcher.
protocol ScopeBridging<Item>: AnyObject {
    associatedtype Item
    /// The session's scopes, in the caller's order, titled by their labels.
    var searchScopes: [SearchScope] { get }
    var activation: SearchScopeActivation { get }
    /// The program's scope binding, as an index into the scopes.
    var selection: Bound<Int> { get }
    /// Whether `item` belongs to `scope` (one of ``searchScopes``).
    func item(_ item: Item, isIn scope: SearchScope) -> Bool
}

/// ``ScopeBridging`` for scopes of type `Scope`.
final class ScopeBridge<Item, Scope: Hashable & Sendable>: ScopeBridging {
    let searchScopes: [SearchScope]
    let activation: SearchScopeActivation
    private let scopes: [Scope]
    private let matches: (Item, Scope) -> Bool
    private var boundSelection: Bound<Int>!
    var selection: Bound<Int> { boundSelection }

    init(selection: Binding<Scope>, scopes: [Scope], activation: SearchScopeActivation, titles: [String],
         matches: @escaping (Item, Scope) -> Bool) {
        self.scopes = scopes
        self.activation = activation
        self.matches = matches
        searchScopes = titles.enumerated().map { SearchScope($1, filter: SearchToken(field: "scope", value: String($0))) }
        boundSelection = Bound(selection, toList: { [unowned self] in self.scopes.firstIndex(of: $0) ?? 0 },
                               fromList: { [unowned self] in self.scopes.indices.contains($0) ? self.scopes[$0] : nil })
    }

    func item(_ item: Item, isIn scope: SearchScope) -> Bool {
        guard let value = scope.filter?.value, let index = Int(value), scopes.indices.contains(index) else { return true }
        return matches(item, scopes[index])
    }
}
