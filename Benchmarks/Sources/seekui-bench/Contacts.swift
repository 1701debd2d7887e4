/// A contact of the benchmark's app: its own type, searched by four fields.
struct Contact: Identifiable {
    let id: Int
    let name: String, team: String, city: String, email: String

    /// The fields the app's filter and the search read, in order.
    var searchedFields: [String] { [name, team, city, email] }

    /// The line seek reads for this contact: its fields, two spaces apart.
    var line: String { searchedFields.joined(separator: "  ") }

    /// `count` contacts, the same every run: every name, team and city recurs, each email is
    /// the contact's own.
    static func generate(_ count: Int) -> [Contact] {
        let firstNames = ["Ada", "Grace", "Edsger", "Barbara", "Ken", "Frances", "Tony", "Margaret", "Alan", "John", "Niklaus",
                          "Dennis", "Bjarne", "Guido", "James", "Leslie", "Donald", "Robin", "Hedy", "Katherine", "Radia", "Shafi"]
        let lastNames = ["Lovelace", "Hopper", "Dijkstra", "Liskov", "Thompson", "Allen", "Hoare", "Hamilton", "Turing", "Backus",
                         "Wirth", "Ritchie", "Stroustrup", "van Rossum", "Gosling", "Lamport", "Knuth", "Milner", "Lamarr", "Johnson"]
        let teams = ["Engines", "Compilers", "Algorithms", "Languages", "Systems", "Machines", "Radio", "Orbits", "Networks"]
        let cities = ["London", "Boston", "Peru", "Cambridge", "Philadelphia", "New York", "Aarhus", "Haarlem", "Vienna",
                      "Portsmouth", "Zürich", "Kraków"]
        return (0..<count).map { index in
            let first = firstNames[index % firstNames.count]
            let last = lastNames[(index / firstNames.count) % lastNames.count]
            let local = "\(first).\(last)".lowercased().filter { $0 != " " }
            return Contact(id: index, name: "\(first) \(last)", team: teams[(index / 7) % teams.count],
                           city: cities[(index / 13) % cities.count], email: "\(local)\(index)@example.org")
        }
    }
}
