// From 004 (`navigationBarDrawer`) and 002 (Part 8, "iOS-Specific Behavior" and
// "macOS-Specific Behavior"): the same list with the field where a placement asks. 004 shows
// the stack alone and 002 only the modifier lines; each is here the body of a view with the
// `text` it binds (002's `searchText`), the seed's lines as written.
import SeekUI

/// 004's `navigationBarDrawer` example.
struct DrawerView: View {
    @State var text: String = ""

    var body: some View {
        NavigationStack {
            List(0..<20) {
                Text("Row \($0)")
            }.navigationTitle("100 Rows")
                .searchable(text: $text, placement: .navigationBarDrawer(displayMode: .always))
        }
    }
}

/// 002's "Default: search field scrolls out, pull down to reveal".
struct DefaultPlacementView: View {
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            List(0..<20) { Text("Row \($0)") }
                .navigationTitle("100 Rows")
                .searchable(text: $searchText)
        }
    }
}

/// 002's "Search in toolbar (default on macOS)".
struct ToolbarPlacementView: View {
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            List(0..<20) { Text("Row \($0)") }
                .navigationTitle("100 Rows")
                .searchable(text: $searchText, placement: .toolbar)
        }
    }
}

/// 002's "Search in sidebar", in a stack: there is no sidebar, so the automatic placement.
struct SidebarPlacementView: View {
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            List(0..<20) { Text("Row \($0)") }
                .navigationTitle("100 Rows")
                .searchable(text: $searchText, placement: .sidebar)
        }
    }
}
