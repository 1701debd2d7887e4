// The app's part, which the seed leaves out: departments, products and their views.
import SeekUI

struct Department: Identifiable, Hashable {
    let id: Int
    let name: String

    static let all = [
        Department(id: 1, name: "Garden"),
        Department(id: 2, name: "Kitchen"),
        Department(id: 3, name: "Books"),
    ]
}

struct Product: Identifiable, Hashable {
    let id: Int
    let departmentId: Department.ID
    let name: String
    let price: Int

    static let all = [
        Product(id: 10, departmentId: 1, name: "Watering can", price: 12),
        Product(id: 11, departmentId: 1, name: "Hedge shears", price: 30),
        Product(id: 20, departmentId: 2, name: "Kettle", price: 25),
        Product(id: 21, departmentId: 2, name: "Teapot", price: 18),
        Product(id: 30, departmentId: 3, name: "Atlas", price: 40),
    ]
}

struct DepartmentList: View {
    @Binding var departmentId: Department.ID?

    var body: some View {
        List(Department.all, selection: $departmentId) { department in
            Text(department.name)
        }
        .navigationTitle("Departments")
    }
}

struct ProductList: View {
    let departmentId: Department.ID?
    @Binding var productId: Product.ID?

    var body: some View {
        if let departmentId {
            List(Product.all.filter { $0.departmentId == departmentId }, selection: $productId) { product in
                Text(product.name)
            }
        } else {
            Text("Choose a department")
        }
    }
}

struct ProductDetails: View {
    let productId: Product.ID?

    var body: some View {
        if let product = Product.all.first(where: { $0.id == productId }) {
            VStack {
                Text(product.name).bold()
                Text("Price: \(product.price) €")
            }
        } else {
            Text("Choose a product")
        }
    }
}
