import Glibc

/// When and where the benchmark ran: latencies on a shared two-core machine mean little without
/// the load average next to them.
struct MachineDescription {
    var date: String
    var cores: Int
    var loadAverage: String
    var command: String

    static func current(command arguments: [String]) -> MachineDescription {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 64)
        strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M UTC", &parts)
        let date = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var loads = [Double](repeating: 0, count: 3)
        getloadavg(&loads, 3)
        let load = loads.map { ratio($0) }.joined(separator: " ")
        return MachineDescription(date: date, cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)), loadAverage: load,
                                  command: arguments.joined(separator: " "))
    }

    func lines(markdown: Bool) -> String {
        let bullet = markdown ? "- " : ""
        return [
            "\(bullet)Date: \(date)",
            "\(bullet)Machine: \(cores) cores (nproc), load average \(loadAverage) (1, 5, 15 min) when the report was printed",
            "\(bullet)Command: `\(command)`",
        ].joined(separator: "\n")
    }
}
