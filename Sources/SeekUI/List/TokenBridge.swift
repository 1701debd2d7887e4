import SeekModel
import SeekToolkit

/// The list's view of the caller's tokens, whatever their type: each token the list meets gets a
/// ``SearchToken`` standing for it in the search session, whose value is the token's label (so
/// that typing part of the label offers it) and whose field numbers it.
///
/// Used only on the list's loop thread, where the caller's closures run.
protocol TokenBridging<Item>: AnyObject {
    associatedtype Item
    /// The program's tokens and suggested tokens binding, as session tokens.
    var tokens: Bound<[SearchToken]> { get }
    var suggestedTokens: Bound<[SearchToken]>? { get }
    /// Whether `item` has what `token` asks for.
    func item(_ item: Item, matches token: SearchToken) -> Bool
    /// The token's label, for its pill and its suggestion row.
    func runs(for token: SearchToken) -> [ColoredText.Run]?
    /// The session token for a suggestion's token completion, when it is of the list's type.
    func searchToken(forCompletion token: any Sendable) -> SearchToken?
}

/// ``TokenBridging`` for tokens of type `Token`.
final class TokenBridge<Item, Token: Identifiable & Sendable>: TokenBridging {
    private struct Entry {
        var token: Token
        var searchToken: SearchToken
        var runs: [ColoredText.Run]
    }

    private var entries: [Entry] = []
    private var indexByIdentity: [AnyHashable: Int] = [:]
    private let label: (Token) -> [ColoredText.Run]
    private let matches: (Item, Token) -> Bool
    private var boundTokens: Bound<[SearchToken]>!
    private var boundSuggestedTokens: Bound<[SearchToken]>?
    var tokens: Bound<[SearchToken]> { boundTokens }
    var suggestedTokens: Bound<[SearchToken]>? { boundSuggestedTokens }

    /// A bridge for `tokens` and `suggestedTokens`, labelled by `label`, matched by `matches`.
    init(tokens: Binding<[Token]>, suggestedTokens: Binding<[Token]>?, label: @escaping (Token) -> [ColoredText.Run],
         matches: @escaping (Item, Token) -> Bool) {
        self.label = label
        self.matches = matches
        boundTokens = Bound(tokens, toList: { [unowned self] in $0.map(self.searchToken(for:)) },
                            fromList: { [unowned self] in $0.compactMap(self.token(for:)) })
        boundSuggestedTokens = suggestedTokens.map {
            Bound($0, toList: { [unowned self] in $0.map(self.searchToken(for:)) },
                  fromList: { [unowned self] in $0.compactMap(self.token(for:)) })
        }
    }

    /// The session token standing for `token`, made the first time it is met.
    func searchToken(for token: Token) -> SearchToken {
        let identity = AnyHashable(token.id)
        if let index = indexByIdentity[identity] {
            entries[index].token = token
            return entries[index].searchToken
        }
        let runs = label(token)
        let searchToken = SearchToken(field: "token\(entries.count)", value: runs.map(\.text).joined())
        indexByIdentity[identity] = entries.count
        entries.append(Entry(token: token, searchToken: searchToken, runs: runs))
        return searchToken
    }

    /// The caller's token a session token stands for; nil for one the list did not make.
    func token(for searchToken: SearchToken) -> Token? {
        entry(for: searchToken)?.token
    }

    private func entry(for searchToken: SearchToken) -> Entry? {
        guard searchToken.field.hasPrefix("token"), let index = Int(searchToken.field.dropFirst(5)),
              entries.indices.contains(index), entries[index].searchToken == searchToken else { return nil }
        return entries[index]
    }

    func item(_ item: Item, matches token: SearchToken) -> Bool {
        guard let token = self.token(for: token) else { return false }
        return matches(item, token)
    }

    func runs(for token: SearchToken) -> [ColoredText.Run]? {
        entry(for: token)?.runs
    }

    func searchToken(forCompletion token: any Sendable) -> SearchToken? {
        (token as? Token).map(searchToken(for:))
    }
}
