// From 002 (Part 9, "3. Suggestions Don't Fill Search Field"): the wrong way (no
// `searchCompletion`: the suggestions show, choosing one does nothing) and the right one. The
// seed's modifiers as written, each on a view of the app's; the app shows the wrong one.
import SeekUI

struct WrongSuggestionsView: View {
    @State var query = ""

    var body: some View {
        NavigationStack {
            List(Suggestion.matching(query)) { s in Text(s.name) }
                .navigationTitle("Without searchCompletion")
// WRONG: No searchCompletion
.searchable(text: $query) {
ForEach(suggestions) { s in
Text(s.name) // Displays but tapping does nothing
}
}
        }
    }

    var suggestions: [Suggestion] { Suggestion.matching(query) }
}

struct CorrectSuggestionsView: View {
    @State var query = ""

    var body: some View {
        NavigationStack {
            List(Suggestion.matching(query)) { s in Text(s.name) }
                .navigationTitle("With searchCompletion")
// CORRECT: With searchCompletion
.searchable(text: $query) {
ForEach(suggestions) { s in
Text(s.name)
.searchCompletion(s.name) // Fills search field on tap
}
}
        }
    }

    var suggestions: [Suggestion] { Suggestion.matching(query) }
}

@main
struct SuggestionsWithoutCompletionApp: App {
    var body: some Scene {
        WindowGroup { WrongSuggestionsView() }
    }
}
