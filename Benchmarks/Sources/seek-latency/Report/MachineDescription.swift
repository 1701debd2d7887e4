import Glibc

/// When and where the benchmark ran: latencies on a shared two-core machine mean little without
/// the load average next to them.
struct MachineDescription {
    var date: String
    var cores: Int
    var loadAtStart: String
    var loadAverage: String
    var command: String

    /// The 1, 5 and 15 minute load averages, e.g. `1.32 2.28 1.72`.
    static func loadAverages() -> String {
        var loads = [Double](repeating: 0, count: 3)
        getloadavg(&loads, 3)
        return loads.map { ratio($0) }.joined(separator: " ")
    }

    static func current(command arguments: [String], loadAtStart: String) -> MachineDescription {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 64)
        strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M UTC", &parts)
        let date = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return MachineDescription(date: date, cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)), loadAtStart: loadAtStart,
                                  loadAverage: loadAverages(), command: arguments.joined(separator: " "))
    }

    func lines(markdown: Bool) -> String {
        let bullet = markdown ? "- " : ""
        return [
            "\(bullet)Date: \(date)",
            "\(bullet)Machine: \(cores) cores (nproc); load average (1, 5, 15 min) \(loadAtStart) at the start, \(loadAverage) at the end",
            "\(bullet)Command: `\(command)`",
        ].joined(separator: "\n")
    }
}
