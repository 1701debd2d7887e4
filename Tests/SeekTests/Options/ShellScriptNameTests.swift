import Foundation
import SeekTestSupport
import Testing

/// `--bash`, `--zsh` and `--fish` print scripts in the name the command was run as: seek's own
/// variables and command under seek's name, fzf's under a link named `fzf`.
@Suite(.waitsOnPrograms) struct ShellScriptNameTests {
    let scratch = ScratchFolder(named: "seek-shell-script-name")

    /// A link named fzf to the seek executable.
    var fzf: URL {
        let link = scratch.path(of: "fzf")
        if !FileManager.default.fileExists(atPath: link) {
            try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: ProcessRunner.seekExecutable.path)
        }
        return URL(fileURLWithPath: link)
    }

    /// The variables fzf's own scripts read, which an fzf user has set.
    static let fzfVariables = ["FZF_CTRL_T_COMMAND", "FZF_CTRL_T_OPTS", "FZF_CTRL_R_OPTS", "FZF_ALT_C_COMMAND", "FZF_ALT_C_OPTS",
                               "FZF_COMPLETION_TRIGGER", "FZF_COMPLETION_OPTS", "FZF_COMPLETION_PATH_OPTS",
                               "FZF_COMPLETION_DIR_OPTS", "FZF_DEFAULT_OPTS"]

    @Test(arguments: ["bash", "zsh", "fish"])
    func underTheNameFzfTheScriptReadsFzfsVariablesAndCallsFzf(shell: String) throws {
        let result = try ProcessRunner.run(fzf, arguments: ["--\(shell)"])
        #expect(result.status == 0)
        let script = result.standardOutput
        for variable in Self.fzfVariables {
            #expect(script.contains(variable), "\(shell): \(variable)")
        }
        #expect(!script.contains("SEEK_"), "no seek variable is read under fzf's name")
        #expect(!script.contains("seek"), "the command called and the widgets are fzf's")
        #expect(script.contains("command fzf --print0"))
        #expect(script.contains(shell == "bash" ? "__fzf_ctrl_t__" : "fzf-file-widget"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func underSeeksNameTheScriptReadsSeeksVariablesAndCallsSeek(shell: String) throws {
        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: ["--\(shell)"])
        #expect(result.status == 0)
        let script = result.standardOutput
        for variable in Self.fzfVariables {
            let own = "SEEK_" + variable.dropFirst("FZF_".count)
            #expect(script.contains(own), "\(shell): \(own)")
        }
        #expect(!script.contains("FZF_"), "a seek user's fzf settings do not leak in")
        #expect(script.contains("command seek --print0"))
        #expect(script.contains(shell == "bash" ? "__seek_ctrl_t__" : "seek-file-widget"))
    }

    /// The renamed scripts are still valid in their shells.
    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptsPrintedAsFzfAreValidInTheirShells(shell: String) throws {
        guard let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return }
        let script = try ProcessRunner.run(fzf, arguments: ["--\(shell)"]).standardOutput
        let file = scratch.path(of: "script.\(shell)")
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        let check = try ProcessRunner.run(URL(fileURLWithPath: path), arguments: ["-n", file])
        #expect(check.status == 0, "\(shell): \(check.standardError)")
    }
}
