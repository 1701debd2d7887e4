// From 001 ("Place the search field automatically"): `searchable` on a three-column
// NavigationSplitView. The seed's code as written, with `import SeekUI`; the department and
// product views it names are the app's (Store.swift), and the app around it is added.
import SeekUI

struct ContentView: View {
    @State private var departmentId: Department.ID?
    @State private var productId: Product.ID?
    @State private var searchText: String = ""

    var body: some View {
        NavigationSplitView {
            DepartmentList(departmentId: $departmentId)
        } content: {
            ProductList(departmentId: departmentId, productId: $productId)
        } detail: {
            ProductDetails(productId: productId)
        }
        .searchable(text: $searchText) // Adds a search field.
    }
}

@main
struct DepartmentStoreApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
