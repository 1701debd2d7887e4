import Glibc
import SeekCatalog
import SeekCommands
import SeekRuntime
import SeekSystem

/// `seek --man`: the manual page, read through `man` on a terminal or printed for a file.
///
/// `man` reads a page from a file, not from a pipe on every system, so on a terminal the page is
/// written to a private temporary file that is removed once `man` ends.
struct ManualDisplay {
    var page: ManualPage

    /// Shows or prints the page; returns the exit status.
    func run(environment: [String: String]) -> Int32 {
        let text = page.roff
        if isatty(STDOUT_FILENO) == 1, let status = showWithMan(text, environment: environment) {
            return status
        }
        do throws(OutputFailure) {
            try StandardStreams.write(Array(text.utf8))
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
        return ExitStatus.success
    }

    /// Runs `man -l` on the page; nil when there is no `man` or no temporary file, so that the
    /// page is printed instead.
    private func showWithMan(_ text: String, environment: [String: String]) -> Int32? {
        let folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/seek-manual-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        // mkstemp filled in the X's; the name is the template less its terminating NUL.
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        let bytes = Array(text.utf8)
        let failure = DescriptorOutput.writeAll(bytes, to: descriptor)
        close(descriptor)
        guard failure == nil else { return nil }
        do throws(CommandError) {
            let status = try ChildProcess.runInForeground(Array(("man -l " + ShellQuoting.quoted(path)).utf8), shell: .standard,
                                                          environment: environment).status
            // 127: the shell found no man; print the page instead.
            return status == 127 ? nil : status
        } catch {
            return nil
        }
    }
}
