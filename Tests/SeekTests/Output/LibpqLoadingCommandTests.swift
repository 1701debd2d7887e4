import Foundation
import SeekTestSupport
import Testing

/// libpq is loaded only when a database is searched (CLibpq loads it on first use), so that a
/// run on files, lines or pipes does not pay for it and its TLS, Kerberos and LDAP libraries.
/// The dynamic loader's own trace (`LD_DEBUG=libs`) tells which libraries a run initialised.
@Suite(.waitsOnPrograms)
struct LibpqLoadingCommandTests {
    let seek = ProcessRunner.seekExecutable

    /// The libraries a run of seek initialised. `input` only for a run that reads standard input
    /// (one that does not would leave the writer facing a closed pipe).
    func initialisedLibraries(_ arguments: [String], input: Data? = nil) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "libs"
        let result = try ProcessRunner.run(seek, arguments: arguments, input: input, environment: environment)
        return result.standardError
            .split(separator: "\n")
            .filter { $0.contains("calling init:") }
            .joined(separator: "\n")
    }

    @Test func aRunOnPlainLinesNeverLoadsLibpq() throws {
        let trace = try initialisedLibraries(["--filter", "a"], input: Data("alpha\nbeta\n".utf8))
        // The trace is there (the loader does report the libraries it starts)...
        #expect(trace.contains("libc.so"))
        // ...and names neither libpq nor the libraries only it needs.
        #expect(!trace.contains("libpq"), "\(trace)")
        #expect(!trace.contains("libgssapi"), "\(trace)")
    }

    @Test func aDatabaseInputLoadsLibpqAndStillFailsInOneLine() throws {
        let arguments = ["postgresql:///postgres?host=/nonexistent-seek-folder", "--table", "t"]
        #expect(try initialisedLibraries(arguments).contains("libpq.so.5"))
        let result = try ProcessRunner.run(seek, arguments: arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("seek: postgresql: cannot connect"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
    }
}
