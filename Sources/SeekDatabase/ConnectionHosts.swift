import Glibc
import CLibpq

/// The servers libpq tries for one connection, its `host`, `hostaddr` and `port` lists side by
/// side, so that ``ConnectionStart`` can start again with the servers after one that did not
/// answer within `connect_timeout`: libpq's own blocking connect moves on to the next address
/// then, but an application driving `PQconnectPoll` cannot tell libpq to, only start anew.
struct ConnectionHosts: Equatable {
    /// One server of the list; an empty field is libpq's default (the socket folder, a name
    /// looked up, port 5432).
    struct Host: Equatable {
        /// A host name or a socket folder.
        var name: String
        /// A numeric address (`hostaddr`), connected to instead of looking the name up.
        var address: String
        /// The port, or the number in the socket file's name.
        var port: String
    }

    /// The server an attempt is on, as libpq says during it (`PQhost`, `PQport`, `PQhostaddr`).
    struct Attempt: Equatable {
        /// The host name or socket folder, or the numeric address when only that was given.
        var host: String
        /// The port, or the number in the socket file's name.
        var port: String
        /// The numeric address being connected to; empty on a Unix socket.
        var address: String

        /// The server `connection` is trying now.
        init(of connection: OpaquePointer) {
            let text = { (value: UnsafeMutablePointer<CChar>?) in value.map { String(cString: $0) } ?? "" }
            self.init(host: text(PQhost(connection)), port: text(PQport(connection)),
                      address: text(PQhostaddr(connection)))
        }

        init(host: String, port: String, address: String) {
            self.host = host
            self.port = port
            self.address = address
        }
    }

    private(set) var hosts: [Host]

    init(_ hosts: [Host]) {
        self.hosts = hosts
    }

    /// The list a connection's options give, paired as libpq pairs it: one server per
    /// `hostaddr` entry when there are any, else per `host` entry; one port for all or one each.
    init(of options: ConnectionOptions) {
        // libpq splits its lists at every comma, with no quoting.
        let list = { (keyword: String) -> [String] in
            guard let value = options[keyword] else { return [] }
            return value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let names = list("host"), addresses = list("hostaddr"), ports = list("port")
        let count = max(1, addresses.isEmpty ? names.count : addresses.count)
        let entry = { (list: [String], position: Int) in position < list.count ? list[position] : "" }
        hosts = (0..<count).map { position in
            Host(name: entry(names, position), address: entry(addresses, position),
                 port: ports.count == 1 ? ports[0] : entry(ports, position))
        }
    }

    /// Whether no server is left to try.
    var isEmpty: Bool { hosts.isEmpty }

    /// Sets the `host`, `hostaddr` and `port` lists of `options` to this list; a list whose
    /// entries are all empty is left out, for libpq's defaults as the first connection had them.
    func write(into options: inout ConnectionOptions) {
        let list = { (field: KeyPath<Host, String>) -> String? in
            let values = hosts.map { $0[keyPath: field] }
            return values.allSatisfy(\.isEmpty) ? nil : values.joined(separator: ",")
        }
        options["host"] = list(\.name)
        options["hostaddr"] = list(\.address)
        options["port"] = list(\.port)
    }

    /// The servers left to try after `attempt` ran out of time, as libpq's blocking connect goes
    /// on: the name's other addresses first (`addresses` looks a name up as libpq does), then
    /// the servers after it, and with `keepingEarlier` the servers before it as well, for a
    /// libpq that comes back to them. Nil when the attempt is on no server of the list.
    func after(timeoutOn attempt: Attempt, keepingEarlier: Bool,
               addresses: (Host) -> [String] = Self.addresses) -> ConnectionHosts? {
        guard let position = position(of: attempt) else { return nil }
        let timedOut = hosts[position]
        var sameName: [Host] = []
        // A name libpq looked up: its other addresses keep the name (for TLS, .pgpass, messages).
        // All of them, not only those after this one: a name served round-robin may come back in
        // another order, and an address libpq tried before this one failed quickly.
        if timedOut.address.isEmpty, !attempt.address.isEmpty {
            sameName = addresses(timedOut).filter { $0 != attempt.address }.map {
                Host(name: timedOut.name, address: $0, port: timedOut.port)
            }
        }
        let earlier = keepingEarlier ? hosts[..<position] : []
        return ConnectionHosts(Array(earlier) + sameName + hosts[(position + 1)...])
    }

    /// Where `attempt` is in the list: the first server libpq would name and number as it does
    /// (the one with the attempt's address if several do), else one left to libpq's default.
    private func position(of attempt: Attempt) -> Int? {
        // libpq names a server by its name, else its address; with neither, it is the default
        // socket folder, whose path only libpq knows.
        let shown = { (host: Host) in host.name.isEmpty ? host.address : host.name }
        let numbered = hosts.indices.filter { hosts[$0].port == attempt.port || hosts[$0].port.isEmpty }
        let named = numbered.filter { shown(hosts[$0]) == attempt.host }
        return named.first { hosts[$0].address == attempt.address } ?? named.first
            ?? numbered.first { shown(hosts[$0]).isEmpty }
    }

    /// The numeric addresses `host`'s name has, in the order libpq tries them: looked up as
    /// libpq looks it up (any family, stream sockets), written as `PQhostaddr` writes them.
    static func addresses(of host: Host) -> [String] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard !host.name.isEmpty, getaddrinfo(host.name, nil, &hints, &found) == 0 else { return [] }
        defer { freeaddrinfo(found) }
        var addresses: [String] = []
        var next = found
        while let entry = next {
            var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if getnameinfo(entry.pointee.ai_addr, entry.pointee.ai_addrlen, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 {
                addresses.append(String(decoding: text.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
            }
            next = entry.pointee.ai_next
        }
        return addresses
    }
}
