// What the seed leaves to the app: the queries submitted, and the view that lists them.
import SeekUI

final class SubmittedQueries: ObservableObject {
    @Published var queries: [String] = []
}

struct SearchedView: View {
    @EnvironmentObject var history: SubmittedQueries

    var body: some View {
        List(history.queries, id: \.self) { query in
            Text("Submitted: \(query)")
        }
    }
}
