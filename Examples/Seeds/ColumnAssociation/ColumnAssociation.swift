// From 002 ("Column Association in NavigationSplitView", and "4. Placement on Wrong Navigation
// Level" in Common Gotchas): where `.searchable` is attached decides the column of the field.
// The seed shows each as a fragment; here each is the body of a view with the `query` it binds,
// the fragment as written.
import SeekUI

/// "Search in sidebar".
struct SidebarSearchView: View {
    @State private var query = ""

    var body: some View {
        NavigationSplitView {
            SidebarView()
                .searchable(text: $query) // Search in sidebar
        } detail: {
            DetailView()
        }
    }
}

/// "Search in detail".
struct DetailSearchView: View {
    @State private var query = ""

    var body: some View {
        NavigationSplitView {
            SidebarView()
        } detail: {
            DetailView()
                .searchable(text: $query) // Search in detail
        }
    }
}

/// "System decides column" ("Might not appear where expected" in the gotchas).
struct SplitSearchView: View {
    @State private var query = ""

    var body: some View {
        NavigationSplitView {
            SidebarView()
        } detail: {
            DetailView()
        }
        .searchable(text: $query) // System chooses column
    }
}

/// "Explicit placement" from the gotchas.
struct ExplicitSidebarSearchView: View {
    @State private var query = ""

    var body: some View {
        NavigationSplitView {
            SidebarView()
                .searchable(text: $query, placement: .sidebar) // In sidebar
        } detail: {
            DetailView()
        }
    }
}

@main
struct ColumnAssociationApp: App {
    var body: some Scene {
        WindowGroup { SidebarSearchView() }
    }
}
