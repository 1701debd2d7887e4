// From 004 (`findNavigator(isPresented:)`): a toolbar toggle shows and hides the find and
// replace bar of a text editor. The seed's code as written, with `import SeekUI`; the app
// around it is added. In the terminal the toolbar is the title line's right end: F1 flips the
// toggle, and Ctrl-F / Esc in the editor write the same binding.
import SeekUI

struct ContentView: View {

    @State private var text = "Hello SwiftUI"

    @State private var isPresented = false

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .findNavigator(isPresented: $isPresented)
                .toolbar {
                    Toggle(isOn: $isPresented) {
                        Label("Find", systemImage: "magnifyingglass")
                    }
                }
        }
    }
}

@main
struct FindNavigatorApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
