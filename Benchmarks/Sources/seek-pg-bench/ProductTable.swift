import SeekCatalog
import SeekDatabase

/// The benchmark's table: product-like rows (adjective, material, item, brand and a model code,
/// with a colour, a category and a price) made inside PostgreSQL with `generate_series`, each
/// column drawn by a hash of the row number with a seed of its own so that the words combine in
/// every way, and the model code makes names unique. Named after its size
/// (`products_10000000`), so that tables of several sizes are kept side by side and made once.
///
/// This is the benchmark's own setup: seek itself never writes to a database.
struct ProductTable {
    /// The field roles seek searches the table with.
    static let roles = FieldRoleChoices(display: "name", scopeField: "category", tokenFields: ["brand", "colour"])

    /// How many rows the table holds.
    let rows: Int

    /// The table's name.
    var name: String { "products_\(rows)" }

    /// Makes the table and the indexes that `seek --explain-indexes` recommends for
    /// ``roles``, unless the table is there; then loads it and its indexes into the server's
    /// memory (pg_prewarm), so that the first keystrokes do not pay for reading the disk.
    func prepare(url: String) throws(DatabaseError) {
        let connection = try PostgresConnection(url: url, statementTimeoutMilliseconds: 24 * 3_600_000)
        _ = try connection.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE")
        // No "already exists, skipping" notices on standard error.
        _ = try connection.execute("SET client_min_messages = warning")
        let exists = try connection.execute("SELECT to_regclass($1) IS NOT NULL", parameters: [name]).rows.first?.first ?? nil
        if exists == "t" {
            progress("Using the table \(name), made by an earlier run.")
        } else {
            try make(on: connection, url: url)
        }
        _ = try connection.execute("CREATE EXTENSION IF NOT EXISTS pg_prewarm")
        let started = now()
        let relations = try connection.execute("""
            SELECT c.oid::regclass::text FROM pg_class c WHERE c.oid = $1::regclass
            UNION ALL SELECT i.indexrelid::regclass::text FROM pg_index i WHERE i.indrelid = $1::regclass
            """, parameters: [name]).rows.compactMap { $0.first ?? nil }
        for relation in relations { _ = try connection.execute("SELECT pg_prewarm($1)", parameters: [relation]) }
        progress("Loaded \(name) and its \(relations.count - 1) indexes into memory in \(format(seconds: now() - started)).")
    }

    private func make(on connection: PostgresConnection, url: String) throws(DatabaseError) {
        let started = now()
        progress("Making \(name) (\(rows) rows) inside PostgreSQL …")
        _ = try connection.execute("SET maintenance_work_mem = '1GB'")
        _ = try connection.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
        // Made under a name of its own and renamed once complete: an interrupted run leaves no
        // table that a later run would take for a finished one.
        let building = name + "_building"
        _ = try connection.execute("DROP TABLE IF EXISTS \(building)")
        _ = try connection.execute("""
            CREATE TABLE \(building) (id bigint PRIMARY KEY, name text NOT NULL, brand text NOT NULL, colour text NOT NULL,
                                      category text NOT NULL, price numeric(8, 2) NOT NULL)
            """)
        let pick = { (words: [String], seed: Int) in
            "(\(Self.array(words)))[1 + abs(hashint8extended(n, \(seed))) % \(words.count)]"
        }
        let item = "1 + abs(hashint8extended(n, 3)) % \(Self.items.count)"
        _ = try connection.execute("""
            INSERT INTO \(building)
            SELECT n,
                   \(pick(Self.adjectives, 1)) || ' ' || \(pick(Self.materials, 2)) || ' ' || (\(Self.array(Self.items.map(\.0))))[\(item)]
                     || ' by ' || b.brand || ', model ' || chr((65 + abs(hashint8extended(n, 5)) % 26)::int)
                     || chr((65 + abs(hashint8extended(n, 6)) % 26)::int) || '-' || lpad((abs(hashint8extended(n, 7)) % 10000)::text, 4, '0'),
                   b.brand, \(pick(Self.colours, 8)), (\(Self.array(Self.items.map(\.1))))[\(item)],
                   (5 + abs(hashint8extended(n, 9)) % 50000 / 100.0)::numeric(8, 2)
            FROM generate_series(1, \(rows)) AS n,
                 LATERAL (SELECT \(pick(Self.brands, 4)) AS brand) AS b
            """)
        progress("    rows made in \(format(seconds: now() - started))")
        // The indexes exactly as `seek --explain-indexes` prints them for these roles.
        let search = try PostgresSearch(url: url, table: building, roles: Self.roles)
        for statement in search.indexStatements where !statement.hasPrefix("CREATE EXTENSION") {
            let indexStarted = now()
            _ = try connection.execute(statement)
            progress("    \(statement) — \(format(seconds: now() - indexStarted))")
        }
        _ = try connection.execute("ANALYZE \(building)")
        _ = try connection.execute("ALTER TABLE \(building) RENAME TO \(name)")
        progress("Table and indexes made in \(format(seconds: now() - started)).")
    }

    /// An SQL array of text literals (the words below are the benchmark's own constants).
    private static func array(_ words: [String]) -> String {
        "ARRAY[" + words.map { "'" + $0.replacing("'", with: "''") + "'" }.joined(separator: ", ") + "]"
    }

    static let adjectives = ["Classic", "Vintage", "Modern", "Rustic", "Compact", "Deluxe", "Slim", "Heavy-Duty", "Portable", "Ergonomic",
            "Waterproof", "Lightweight", "Handmade", "Premium", "Everyday", "Folding", "Cordless", "Smart", "Organic",
            "Insulated", "Weathered", "Minimal", "Studio", "Outdoor", "Travel", "Kids'", "Pro", "Ultra", "Soft", "Quiet"]
    static let materials = ["Leather", "Walnut", "Oak", "Bamboo", "Steel", "Aluminium", "Cotton", "Linen", "Wool", "Merino", "Ceramic",
            "Glass", "Cast Iron", "Copper", "Canvas", "Rubber", "Marble", "Velvet", "Denim", "Titanium"]
    static let items = [("Boots", "Footwear"), ("Desk", "Furniture"), ("Chair", "Furniture"), ("Lamp", "Lighting"), ("Backpack", "Bags"),
            ("Kettle", "Kitchen"), ("Jacket", "Clothing"), ("Mug", "Kitchen"), ("Headphones", "Audio"), ("Skillet", "Kitchen"),
            ("Sofa", "Furniture"), ("Blanket", "Home"), ("Watch", "Accessories"), ("Umbrella", "Accessories"),
            ("Notebook", "Stationery"), ("Speaker", "Audio"), ("Rug", "Home"), ("Bicycle", "Outdoor"), ("Tent", "Outdoor"),
            ("Scarf", "Clothing"), ("Sneakers", "Footwear"), ("Bookshelf", "Furniture"), ("Toaster", "Kitchen"),
            ("Wallet", "Accessories"), ("Pillow", "Home"), ("Cutting Board", "Kitchen"), ("Water Bottle", "Outdoor"),
            ("Keyboard", "Electronics"), ("Monitor Stand", "Electronics"), ("Bed Frame", "Furniture")]
    static let brands = ["Northwind", "Fjordline", "Acme", "Bluebird", "Cedar & Co", "Halcyon", "Ironbark", "Juniper", "Kestrel", "Lumen",
            "Maple Row", "Nimbus", "Oakhurst", "Pinecrest", "Quill", "Redfern", "Solace", "Tidewater", "Umber", "Vesper",
            "Willow", "Yarrow", "Zephyr", "Alder", "Birchwood", "Cobalt", "Driftwood", "Ember", "Foxglove", "Granite"]
    static let colours = ["Black", "White", "Grey", "Navy", "Olive", "Sand", "Rust", "Teal", "Burgundy", "Cream", "Charcoal", "Forest Green",
            "Mustard", "Blush", "Slate"]
}
