/// The state of the run that a command started by seek finds in its environment, as fzf exports
/// it to its commands: the query, where the selection is, the counts, the prompt, the terminal's
/// size, and the last key and action. Each is set under fzf's name (`FZF_QUERY`) and seek's
/// (`SEEK_QUERY`), so that a script written for either reads it.
public struct ExportedVariables: Equatable {
    /// The query's text (`FZF_QUERY`).
    public var query: String
    /// The selected row, counted from 1; 0 when nothing matches (`FZF_POS`).
    public var position: Int
    /// How many items match (`FZF_MATCH_COUNT`).
    public var matchCount: Int
    /// How many items there are (`FZF_TOTAL_COUNT`).
    public var totalCount: Int
    /// How many items are marked (`FZF_SELECT_COUNT`).
    public var selectCount: Int
    /// The text before the field (`FZF_PROMPT`).
    public var prompt: String
    /// The terminal's height and width (`FZF_LINES`, `FZF_COLUMNS`).
    public var lines: Int
    public var columns: Int
    /// The name of the last key pressed, empty before the first (`FZF_KEY`).
    public var key: String
    /// The name of the last action performed, `start` before the first (`FZF_ACTION`).
    public var action: String
    /// Milliseconds since the user's last key or click (`FZF_IDLE_TIME_MS`; whole seconds in
    /// `FZF_IDLE_TIME`).
    public var idleMilliseconds: Int

    public init(query: String, position: Int, matchCount: Int, totalCount: Int, selectCount: Int,
                prompt: String, lines: Int, columns: Int, key: String, action: String, idleMilliseconds: Int = 0) {
        self.idleMilliseconds = idleMilliseconds
        self.query = query
        self.position = position
        self.matchCount = matchCount
        self.totalCount = totalCount
        self.selectCount = selectCount
        self.prompt = prompt
        self.lines = lines
        self.columns = columns
        self.key = key
        self.action = action
    }

    /// The variables by their names without the prefix.
    var values: [(name: String, value: String)] {
        [("QUERY", query), ("POS", String(position)), ("MATCH_COUNT", String(matchCount)),
         ("TOTAL_COUNT", String(totalCount)), ("SELECT_COUNT", String(selectCount)), ("PROMPT", prompt),
         ("LINES", String(lines)), ("COLUMNS", String(columns)), ("KEY", key), ("ACTION", action),
         ("IDLE_TIME", String(idleMilliseconds / 1000)), ("IDLE_TIME_MS", String(idleMilliseconds))]
    }

    /// `environment` with the variables set under both prefixes, replacing any of the same name.
    public func added(to environment: [String: String]) -> [String: String] {
        Self.setting(values.map { ($0.name, $0.value) }, in: environment)
    }

    /// `environment` with each of `values` set as `FZF_` and `SEEK_` its name, so that a script
    /// written for either reads it; a nil value takes the name away.
    static func setting(_ values: [(name: String, value: String?)], in environment: [String: String]) -> [String: String] {
        var environment = environment
        for (name, value) in values {
            environment["FZF_" + name] = value
            environment["SEEK_" + name] = value
        }
        return environment
    }
}
