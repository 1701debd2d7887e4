import SeekMatching

/// The statements of the scopes' estimates, when counting them runs over the count budget: the
/// planner's estimate of the query's matches and the scope column's statistics, which read no
/// rows of the table.
extension TableStatements {
    /// The planner's plan, as JSON, of the rows that match `request`'s text and conditions (any
    /// scope): its top node's "Plan Rows" is the planner's estimate of how many match. One per
    /// keystroke, whatever the number of scopes; planning reads no rows.
    func totalEstimate(for request: MatchRequest) -> SQLStatement {
        var statement = SQLStatement()
        statement.append("EXPLAIN (FORMAT JSON) SELECT 1 FROM \(table.quotedName) WHERE ")
        appendConditions(of: request, includingScope: false, to: &statement)
        return statement
    }

    /// What `pg_stats` says about the scope column (read once per table, see ``ScopeStatistics``):
    /// one row per most common value — whether the statistics are of the table with its children,
    /// the share of NULLs, `n_distinct`, the table's `reltuples`, the value as text and its
    /// frequency — or one row without a value when there is no list of common values; no row
    /// when the column has no statistics the role may read. nil without a scope field.
    func scopeStatistics() -> SQLStatement? {
        guard let scopeField = table.roles.scopeField else { return nil }
        var statement = SQLStatement()
        statement.append("""
            SELECT s.inherited, s.null_frac::float8, s.n_distinct::float8, c.reltuples::float8, m.value, m.frequency::float8 \
            FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
            JOIN pg_stats s ON s.schemaname = n.nspname AND s.tablename = c.relname AND s.attname = 
            """)
        statement.append(value: scopeField)
        statement.append("""
             LEFT JOIN LATERAL unnest(s.most_common_vals::text::text[], s.most_common_freqs) AS m(value, frequency) ON TRUE \
            WHERE c.oid = to_regclass(
            """)
        statement.append(value: table.quotedName)
        statement.append(")")
        return statement
    }
}
