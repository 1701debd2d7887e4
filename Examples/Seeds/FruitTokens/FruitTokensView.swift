// From 004 ("searchable(text:tokens:placement:prompt:token:)"): fruit tokens in the field,
// each drawn by a `Text`. The seed's code as written, in the app's view.
import SeekUI

enum FruitToken: String, Identifiable, Hashable, CaseIterable {
    case apple
    case pear
    case banana
    var id: Self { self }
}

struct FruitTokensView: View {
    @State var text = ""
    @State var tokens: [FruitToken] = [.apple, .banana, .pear]

    var body: some View {
NavigationStack {
    List(0..<20) {
        Text("Row \($0)")
    }.navigationTitle("100 Rows")
        .searchable(text: $text, tokens: $tokens) { token in
            switch token {
                case .apple: Text("Apple")
                case .pear: Text("Pear")
                case .banana: Text("Banana")
            }
        }
}
    }
}

@main
struct FruitTokensApp: App {
    var body: some Scene {
        WindowGroup { FruitTokensView() }
    }
}
