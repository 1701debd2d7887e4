import Foundation
import SeekTestSupport
import Testing

/// `--print FIELD` on a table: checked against the table's columns before anything runs, and
/// read with every row even when no role shows it.
extension SeekTableCommandTests {
    @Test(arguments: [["--filter", "curry"], [], ["--select-1", "--query", "carbonara"]])
    func printingAFieldThatIsNotAColumnIsOneLineAndStatus2(extra: [String]) throws {
        // Without --filter the check comes before the screen: standard input is not a terminal here.
        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [server.url(), "--table", "recipes", "--print", "nosuch"] + extra)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("seek: no field 'nosuch' in recipes (fields: "), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func printingAColumnThatNoRoleShowsPrintsItsValues() throws {
        let table = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [
            server.url(), "--table", "recipes", "--display", "name", "--detail", "name", "--filter", "carbonara", "--print", "minutes",
        ])
        #expect(table.status == 0)
        #expect(table.standardOutput == "25\n")
    }
}
