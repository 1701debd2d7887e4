#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeekCatalog
import Dispatch
import SeekModel
import SeekDatabase

// seek-pg-bench: per-keystroke time of seek's table search, from the key (the query handed to
// the provider) to the first page ready for the screen, for queries typed one character at a
// time, against the same SQL sent alone through libpq (what psql's \timing measures) and the
// server's own time for it (EXPLAIN ANALYZE). Prints Markdown.
//
//     seek-pg-bench URL [--rows N] [--table NAME] [--keep]
//
// The table is made inside PostgreSQL with generate_series (product-like rows: adjective,
// material, item, brand and a model code, with a colour and a category), with the indexes that
// `seek --explain-indexes` recommends; it is made again when its row count differs. This is the
// benchmark's own setup: seek itself never writes to a database.

struct Options {
    var url = ""
    var rows = 1_000_000
    var table = "seek_bench_products"
    var keepsTable = true

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--rows": guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { return nil }; options.rows = value
            case "--table": guard let value = rest.popFirst() else { return nil }; options.table = value
            case "--drop": options.keepsTable = false
            default:
                guard options.url.isEmpty, !argument.hasPrefix("-") else { return nil }
                options.url = argument
            }
        }
        return options.url.isEmpty ? nil : options
    }
}

/// The queries typed, one character at a time: fuzzy as fzf reads plain words, and exact.
let typedQueries = ["leather boots", "walnut desk", "'cast iron", "zephyr lamp", "'merino"]

func fail(_ message: String) -> Never {
    let line = Array("seek-pg-bench: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted.count.isMultiple(of: 2) ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
}

func format(_ milliseconds: Double) -> String {
    let tenths = Int((milliseconds * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

/// An SQL array of text literals (the words below are the benchmark's own constants).
func array(_ words: [String]) -> String {
    "ARRAY[" + words.map { "'" + $0.replacing("'", with: "''") + "'" }.joined(separator: ", ") + "]"
}

let adjectives = ["Classic", "Vintage", "Modern", "Rustic", "Compact", "Deluxe", "Slim", "Heavy-Duty", "Portable", "Ergonomic",
                  "Waterproof", "Lightweight", "Handmade", "Premium", "Everyday", "Folding", "Cordless", "Smart", "Organic",
                  "Insulated", "Weathered", "Minimal", "Studio", "Outdoor", "Travel", "Kids'", "Pro", "Ultra", "Soft", "Quiet"]
let materials = ["Leather", "Walnut", "Oak", "Bamboo", "Steel", "Aluminium", "Cotton", "Linen", "Wool", "Merino", "Ceramic",
                 "Glass", "Cast Iron", "Copper", "Canvas", "Rubber", "Marble", "Velvet", "Denim", "Titanium"]
let items = [("Boots", "Footwear"), ("Desk", "Furniture"), ("Chair", "Furniture"), ("Lamp", "Lighting"), ("Backpack", "Bags"),
             ("Kettle", "Kitchen"), ("Jacket", "Clothing"), ("Mug", "Kitchen"), ("Headphones", "Audio"), ("Skillet", "Kitchen"),
             ("Sofa", "Furniture"), ("Blanket", "Home"), ("Watch", "Accessories"), ("Umbrella", "Accessories"),
             ("Notebook", "Stationery"), ("Speaker", "Audio"), ("Rug", "Home"), ("Bicycle", "Outdoor"), ("Tent", "Outdoor"),
             ("Scarf", "Clothing"), ("Sneakers", "Footwear"), ("Bookshelf", "Furniture"), ("Toaster", "Kitchen"),
             ("Wallet", "Accessories"), ("Pillow", "Home"), ("Cutting Board", "Kitchen"), ("Water Bottle", "Outdoor"),
             ("Keyboard", "Electronics"), ("Monitor Stand", "Electronics"), ("Bed Frame", "Furniture")]
let brands = ["Northwind", "Fjordline", "Acme", "Bluebird", "Cedar & Co", "Halcyon", "Ironbark", "Juniper", "Kestrel", "Lumen",
              "Maple Row", "Nimbus", "Oakhurst", "Pinecrest", "Quill", "Redfern", "Solace", "Tidewater", "Umber", "Vesper",
              "Willow", "Yarrow", "Zephyr", "Alder", "Birchwood", "Cobalt", "Driftwood", "Ember", "Foxglove", "Granite"]
let colours = ["Black", "White", "Grey", "Navy", "Olive", "Sand", "Rust", "Teal", "Burgundy", "Cream", "Charcoal", "Forest Green",
               "Mustard", "Blush", "Slate"]

/// Makes the table of `rows` rows and its indexes, unless it is there with that many rows.
func prepareTable(_ options: Options, on connection: PostgresConnection) throws(DatabaseError) {
    _ = try connection.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE")
    _ = try connection.execute("SET statement_timeout = 0")
    _ = try connection.execute("SET maintenance_work_mem = '256MB'")
    let table = "\"" + options.table.replacing("\"", with: "\"\"") + "\""
    let existing = try connection.execute("SELECT to_regclass($1) IS NOT NULL", parameters: [table]).rows.first?.first ?? nil
    if existing == "t" {
        let count = try connection.execute("SELECT count(*) FROM \(table)").rows.first?.first ?? nil
        if count == String(options.rows) {
            print("Using table \(options.table) of \(options.rows) rows.\n")
            return
        }
        _ = try connection.execute("DROP TABLE \(table)")
    }
    let started = now()
    _ = try connection.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    _ = try connection.execute("""
        CREATE TABLE \(table) (id bigint PRIMARY KEY, name text NOT NULL, brand text NOT NULL, colour text NOT NULL,
                               category text NOT NULL, price numeric(8, 2) NOT NULL)
        """)
    // Each column drawn by a hash of the row number with a seed of its own, so that words
    // combine in every way; a model code makes names unique.
    let pick = { (words: String, seed: Int) in
        "(\(words))[1 + abs(hashint8extended(n, \(seed))) % array_length(\(words), 1)]"
    }
    let item = "1 + abs(hashint8extended(n, 3)) % \(items.count)"
    _ = try connection.execute("""
        INSERT INTO \(table)
        SELECT n,
               \(pick(array(adjectives), 1)) || ' ' || \(pick(array(materials), 2)) || ' ' || (\(array(items.map(\.0))))[\(item)]
                 || ' by ' || b.brand || ', model ' || chr((65 + abs(hashint8extended(n, 5)) % 26)::int)
                 || chr((65 + abs(hashint8extended(n, 6)) % 26)::int) || '-' || lpad((abs(hashint8extended(n, 7)) % 10000)::text, 4, '0'),
               b.brand, \(pick(array(colours), 8)), (\(array(items.map(\.1))))[\(item)],
               (5 + abs(hashint8extended(n, 9)) % 50000 / 100.0)::numeric(8, 2)
        FROM generate_series(1, \(options.rows)) AS n,
             LATERAL (SELECT \(pick(array(brands), 4)) AS brand) AS b
        """)
    print("Made \(options.table): \(options.rows) rows in \(format((now() - started) / 1000)) s.")
    let search = try PostgresSearch(url: options.url, table: options.table, roles: roles, debounceMilliseconds: 0)
    for statement in search.indexStatements where !statement.hasPrefix("CREATE EXTENSION") {
        let indexStarted = now()
        _ = try connection.execute(statement)
        print("    \(statement) — \(format((now() - indexStarted) / 1000)) s")
    }
    _ = try connection.execute("ANALYZE \(table)")
    print("Table and indexes ready in \(format((now() - started) / 1000)) s.\n")
}

let roles = FieldRoleChoices(display: "name", scopeField: "category", tokenFields: ["brand", "colour"])

/// One keystroke's figures.
struct Keystroke {
    var typed: String
    var seek: Double
    var libpq: Double
    var server: Double
}

/// Types `text` one character at a time into `search`, waiting for each answer; and sends the
/// same statements alone on `connection`.
func type(_ text: String, into search: PostgresSearch, generation: inout Int, baseline connection: PostgresConnection) throws(DatabaseError) -> [Keystroke] {
    let scopes = search.currentVocabulary.scopes
    var figures: [Keystroke] = []
    for length in 1...text.count {
        let typed = String(text.prefix(length))
        let query = SearchQuery(text: typed)
        generation += 1
        let target = generation
        let started = now()
        search.request(query, scopes: scopes, generation: target)
        var answered = false
        while !answered {
            let update = search.takeUpdate()
            if let message = update.statusMessage { throw DatabaseError(message) }
            answered = update.results.contains { $0.generation == target }
            if !answered { usleep(100) }
        }
        let seekTime = now() - started

        let statements = search.firstPageStatements(for: query, scopes: scopes)
        var libpqTime = 0.0
        var serverTime = 0.0
        for (position, statement) in statements.enumerated() {
            if position == 2 {
                // The per-scope count runs only when the grouped count reached the limit.
                let grouped = try connection.execute(statements[1].text, parameters: statements[1].parameters).rows
                let sum = grouped.reduce(0) { $0 + (Int($1[1] ?? "") ?? 0) }
                if sum <= search.countLimit { break }
            }
            let sent = now()
            _ = try connection.execute(statement.text, parameters: statement.parameters)
            libpqTime += now() - sent
            let plan = try connection.execute("EXPLAIN (ANALYZE, TIMING OFF) " + statement.text, parameters: statement.parameters)
            for line in plan.rows.compactMap({ $0.first ?? nil }) where line.hasPrefix("Planning Time:") || line.hasPrefix("Execution Time:") {
                serverTime += Double(line.split(separator: " ").dropFirst(2).first ?? "0") ?? 0
            }
        }
        figures.append(Keystroke(typed: typed, seek: seekTime, libpq: libpqTime, server: serverTime))
    }
    return figures
}

guard let options = Options.parse(CommandLine.arguments) else {
    fail("usage: seek-pg-bench URL [--rows N] [--table NAME] [--drop]")
}
do throws(DatabaseError) {
    let setup = try PostgresConnection(url: options.url, statementTimeoutMilliseconds: 3_600_000)
    try prepareTable(options, on: setup)
    let search = try PostgresSearch(url: options.url, table: options.table, roles: roles, debounceMilliseconds: 0)
    let baseline = try PostgresConnection(url: options.url)
    search.start {}
    var generation = 0
    // Once through every query first, so that both sides find the table in the cache.
    for text in typedQueries { _ = try type(text, into: search, generation: &generation, baseline: baseline) }

    print("| typed | seek: key to first page (ms) | same SQL through libpq (ms) | server time, EXPLAIN ANALYZE (ms) | seek over libpq |")
    print("|---|---:|---:|---:|---:|")
    var all: [Keystroke] = []
    for text in typedQueries {
        for keystroke in try type(text, into: search, generation: &generation, baseline: baseline) {
            all.append(keystroke)
            let overhead = keystroke.libpq > 0 ? (keystroke.seek / keystroke.libpq - 1) * 100 : 0
            print("| `\(keystroke.typed)` | \(format(keystroke.seek)) | \(format(keystroke.libpq)) | \(format(keystroke.server)) | \(Int(overhead.rounded()))% |")
        }
    }
    search.stop()
    let long = all.filter { $0.typed.replacing("'", with: "").count >= 3 }
    let short = all.filter { $0.typed.replacing("'", with: "").count < 3 }
    print("")
    print("| keystrokes | seek median (ms) | libpq median (ms) | server median (ms) | seek over libpq, median |")
    print("|---|---:|---:|---:|---:|")
    for (title, group) in [("terms of 1–2 characters", short), ("terms of 3 or more characters", long), ("all", all)] {
        let overheads = group.map { $0.libpq > 0 ? $0.seek / $0.libpq - 1 : 0 }
        print("| \(title) (\(group.count)) | \(format(median(group.map(\.seek)))) | \(format(median(group.map(\.libpq)))) | "
            + "\(format(median(group.map(\.server)))) | \(Int((median(overheads) * 100).rounded()))% |")
    }
    if !options.keepsTable {
        _ = try setup.execute("DROP TABLE \"\(options.table.replacing("\"", with: "\"\""))\"")
    }
} catch {
    fail(error.description)
}
