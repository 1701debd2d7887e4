// A program written the way an adopter would write one, against the SeekUI library product
// alone: a searchable list of its own items with scopes of its own type. It is only compiled
// (by AdopterPackageTests), to prove that the products are enough from outside the package.
import SeekUI

struct Book: Identifiable {
    let id: Int
    let title: String
    let author: String
    let shelf: Shelf
}

enum Shelf: String, CaseIterable, Sendable {
    case all, fiction, science
}

struct Library {
    let books = [Book(id: 1, title: "Dune", author: "Frank Herbert", shelf: .fiction),
                 Book(id: 2, title: "Cosmos", author: "Carl Sagan", shelf: .science),
                 Book(id: 3, title: "Solaris", author: "Stanisław Lem", shelf: .fiction)]
    @State var text = ""
    @State var shelf = Shelf.all

    var body: SearchableList<Book> {
        SearchableList(books, searching: [\.title, \.author]) { book in
            Text("\(book.title) by \(book.author)")
        }
        .searchable(text: $text, prompt: "Title or author")
        .searchScopes($shelf, scopes: Shelf.allCases, matching: { $1 == .all || $0.shelf == $1 }) { shelf in
            Text(shelf.rawValue)
        }
    }
}

do {
    for book in try Library().body.run() { print(book.title) }
} catch {
    exitReporting(error, program: "adopter-app")
}
