import CLibpq

/// The options of a libpq connection as libpq settled them (`PQconninfo`): the URL's or
/// `key=value` string's values with the environment's, the service file's and the defaults
/// filled in. Read from a started connection so that libpq remains the only parser of
/// connection strings; ``start()`` opens another connection with the same options, after
/// ``ConnectionStart`` changed its list of hosts.
struct ConnectionOptions {
    /// Every option that has a value, in libpq's order.
    private var options: [(keyword: String, value: String)]

    /// The options of `connection`; nil when libpq is out of memory.
    init?(of connection: OpaquePointer) {
        guard let all = PQconninfo(connection) else { return nil }
        defer { PQconninfoFree(all) }
        options = []
        var option = all
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { options.append((String(cString: keyword), String(cString: value))) }
            option += 1
        }
    }

    /// The value of `keyword`, nil when it has none. Setting nil or an empty text removes it,
    /// as libpq takes an empty value for no value.
    subscript(keyword: String) -> String? {
        get { options.first { $0.keyword == keyword }?.value }
        set {
            let position = options.firstIndex { $0.keyword == keyword }
            switch (position, newValue) {
            case let (position?, value?) where !value.isEmpty: options[position].value = value
            case let (position?, _): options.remove(at: position)
            case let (nil, value?) where !value.isEmpty: options.append((keyword, value))
            case (nil, _): break
            }
        }
    }

    /// The `connect_timeout` in milliseconds, read as libpq's blocking connect reads it: none
    /// when absent or 0 and below, at least 2 seconds, spaces around the number allowed.
    ///
    /// - Throws: a ``DatabaseError`` for a value that is not a whole number, as `PQconnectdb`
    ///   refuses it (`PQconnectStart` does not read it).
    func connectTimeoutMilliseconds() throws(DatabaseError) -> Int? {
        guard let text = self["connect_timeout"] else { return nil }
        guard let seconds = Int(text[...].trimmingSpaces()) else {
            throw DatabaseError("postgresql: cannot connect: invalid integer value \"\(text)\" for connection option \"connect_timeout\"")
        }
        return seconds > 0 ? max(2, seconds) * 1_000 : nil
    }

    /// Whether libpq may come back to a server before the one it is on: it makes a second pass
    /// over the list for `target_session_attrs=prefer-standby` when no standby answered, and
    /// `load_balance_hosts=random` (libpq 16 and later) shuffles the list.
    var revisitsServers: Bool {
        self["target_session_attrs"] == "prefer-standby" || self["load_balance_hosts"] == "random"
    }

    /// A connection started with these options (`PQconnectStartParams`); nil when libpq is out
    /// of memory. The values are taken as they are: a `dbname` holding a connection string was
    /// expanded by the first connection already.
    func start() -> OpaquePointer? {
        PostgresConnection.withCStrings(options.map(\.keyword)) { keywords in
            PostgresConnection.withCStrings(options.map(\.value)) { values in
                PQconnectStartParams(keywords + [nil], values + [nil], 0)
            }
        }
    }
}
