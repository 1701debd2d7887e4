import SeekCatalog

/// A table (or view) to search, its columns, and the part each plays: the same roles as a file's
/// fields (`--display`, `--scope-field`, `--token-fields`, `--detail`, `--search-fields`).
public struct TableDescription: Sendable {
    /// One piece of the row text: text of the template, or a column's value.
    enum DisplayPart: Sendable, Equatable {
        case literal(String)
        case column(String)
    }

    /// The table's name as the user gave it.
    public let name: String
    /// The table's name as SQL reads it (see ``TableName``).
    public let tableName: TableName
    /// The table's columns, in order.
    public let columns: [String]
    /// The roles, checked against the columns.
    public let roles: FieldRoles
    /// What each column's values are, for `--json` (`ColumnType`): only those that are not
    /// text are listed.
    public let columnTypes: [String: ColumnType]
    /// The row text's template, in pieces.
    let displayParts: [DisplayPart]
    /// The table's name, quoted for a statement: worked out once, as every statement names it.
    let quotedName: String

    /// Describes table `name` with `columns`, resolving the user's `choices` as for a file: the
    /// default shown and searched column is chosen among `textColumns`, a key (`keyColumns`,
    /// the primary key) only when no other column holds text (see
    /// `FieldRoles.defaultDisplayField(fieldNames:textFields:keyFields:)`).
    ///
    /// - Throws: a ``DatabaseError`` for a name SQL cannot read, or naming a field that is not a
    ///   column, and listing those that are.
    public init(name: String, columns: [String], textColumns: Set<String> = [], keyColumns: Set<String> = [],
                columnTypes: [String: ColumnType] = [:], choices: FieldRoleChoices) throws(DatabaseError) {
        self.name = name
        self.columnTypes = columnTypes
        tableName = try TableName(parsing: name)
        self.columns = columns
        do throws(LoadError) {
            roles = try FieldRoles(resolving: choices, fieldNames: columns, textFields: textColumns, keyFields: keyColumns,
                                   source: "table \(name)")
        } catch {
            throw DatabaseError(error.description)
        }
        displayParts = Self.parts(of: roles.display)
        quotedName = tableName.quoted
    }

    /// The columns the query is matched against: the search fields, else those of the row text.
    public var searchedColumns: [String] {
        roles.searchFields ?? roles.display.fieldNames
    }

    /// Reads the columns of `table` on `connection` that the role may read (a column it may not
    /// `SELECT`, under column privileges, is left out as if it were not there), their types (a
    /// domain's being its base type's) and the primary key (no rows are read).
    ///
    /// - Throws: a ``DatabaseError`` for a name SQL cannot read, or saying the table does not
    ///   exist or cannot be read.
    public static func read(table: String, choices: FieldRoleChoices, on connection: PostgresConnection) throws(DatabaseError) -> TableDescription {
        let quoted = try TableName(parsing: table).quoted
        // Whether the table exists and the role may read some of it (any one column will do).
        _ = try connection.execute("SELECT FROM \(quoted) LIMIT 0")
        // Text is the string category (text, varchar, char, name, citext, domains over them) and
        // enums, whose values a file would hold as strings.
        var facts = SQLStatement()
        facts.append("""
            SELECT a.attname, t.typcategory IN ('S', 'E'), EXISTS (SELECT FROM pg_index i WHERE i.indrelid = a.attrelid \
            AND i.indisprimary AND a.attnum = ANY(i.indkey)), b.typname, has_column_privilege(a.attrelid, a.attnum, 'SELECT') \
            FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid \
            JOIN pg_type b ON b.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END \
            WHERE a.attrelid = to_regclass(
            """)
        facts.append(value: quoted)
        facts.append(") AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum")
        let rows = try connection.execute(facts.text, parameters: facts.parameters).rows.filter { $0.count == 5 && $0[4] == "t" }
        let textColumns = Set(rows.compactMap { $0[1] == "t" ? $0[0] : nil })
        let keyColumns = Set(rows.compactMap { $0[2] == "t" ? $0[0] : nil })
        var columnTypes: [String: ColumnType] = [:]
        for row in rows {
            if let column = row[0], let type = row[3].flatMap(Self.columnType(ofTypeNamed:)) { columnTypes[column] = type }
        }
        return try TableDescription(name: table, columns: rows.compactMap { $0[0] }, textColumns: textColumns, keyColumns: keyColumns,
                                    columnTypes: columnTypes, choices: choices)
    }

    /// The ``ColumnType`` of PostgreSQL's type `name` (`pg_type.typname`), nil for one written
    /// as text.
    static func columnType(ofTypeNamed name: String) -> ColumnType? {
        switch name {
        case "int2", "int4", "int8": .integer
        case "numeric": .decimal
        case "float4", "float8": .float
        case "bool": .boolean
        case "json", "jsonb": .json
        default: nil
        }
    }

    /// The column a field name means: the column of that name, else the one that differs only
    /// in case (tokens are typed in any case).
    func column(named field: String) -> String? {
        if columns.contains(field) { return field }
        return columns.first { $0.lowercased() == field.lowercased() }
    }

    /// Appends the row text as an expression: the template's pieces concatenated, a NULL
    /// column contributing nothing (as a missing field does in a file).
    func appendDisplay(to statement: inout SQLStatement) {
        statement.append("(''")
        for part in displayParts {
            statement.append(" || ")
            switch part {
            case .literal(let text): statement.append(value: text)
            case .column(let name): statement.append(Self.columnText(name))
            }
        }
        statement.append(")")
    }

    /// Appends the text the query is matched against: the search fields' values joined by
    /// spaces, or the row text.
    func appendSearched(to statement: inout SQLStatement) {
        guard let fields = roles.searchFields else {
            appendDisplay(to: &statement)
            return
        }
        statement.append("(" + fields.map(Self.columnText).joined(separator: " || ' ' || ") + ")")
    }

    /// A column's value as text, empty for NULL.
    static func columnText(_ column: String) -> String {
        "coalesce(\(SQLStatement.identifier(column))::text, '')"
    }

    /// The pieces of `template`, found by rendering a record whose every field holds its own
    /// index between NUL bytes (which no command-line template can contain), so that the
    /// template is parsed by SeekCatalog's code and no other.
    static func parts(of template: DisplayTemplate) -> [DisplayPart] {
        let names = template.fieldNames
        let marked = Record(fields: names.enumerated().map { ($0.element, .text("\0\($0.offset)\0")) })
        let pieces = template.render(marked).split(separator: "\0", omittingEmptySubsequences: false)
        var parts: [DisplayPart] = []
        for (position, piece) in pieces.enumerated() {
            if position % 2 == 1, let index = Int(piece), index < names.count {
                parts.append(.column(names[index]))
            } else if !piece.isEmpty {
                parts.append(.literal(String(piece)))
            }
        }
        return parts
    }
}
