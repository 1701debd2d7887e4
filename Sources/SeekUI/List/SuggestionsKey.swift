import SeekModel

/// What a list's suggestions were last made for: they are made again when a frame shows
/// another text, tokens, presentation or focus.
struct SuggestionsKey: Equatable {
    var text: String
    var tokens: [SearchToken]
    var isPresented: Bool
    var focus: SearchFocus
}
