// From 004 ("searchPresentationToolbarBehavior(_:)"): the title stays while searching. The
// seed's code as written, in the app's view.
import SeekUI

struct ToolbarBehaviorView: View {
    @State var text = ""

    var body: some View {
NavigationStack {
    List {
        Text("Hello World")
    }.navigationTitle("100 Rows")
        .searchable(text: $text)
        .searchPresentationToolbarBehavior(.avoidHidingContent)
}
    }
}

@main
struct ToolbarBehaviorApp: App {
    var body: some Scene {
        WindowGroup { ToolbarBehaviorView() }
    }
}
