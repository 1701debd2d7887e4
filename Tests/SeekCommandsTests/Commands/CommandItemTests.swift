import Foundation
import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekScreen
import SeekToolkit
import SeekRuntime
import SeekCommands
import SeekTestSupport
import Testing

/// What a search hands to commands for an item: the bytes it was read with, so a preview opens
/// the file a name that is not UTF-8 names, as `--filter` prints it.
@Suite(.waitsOnPrograms) struct CommandItemTests {
    static let latin1Name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)

    let folder = ScratchFolder(named: "seek-command-items")

    @Test func aLineThatIsNotUtf8ReachesCommandsWithItsOwnBytes() {
        var items = ItemStore()
        items.append(bytes: Self.latin1Name)
        items.append(bytes: Array("\u{1B}[31mred\u{1B}[0m ".utf8) + [0xFF])
        let search = DataSetSearch(dataSet: DataSet(name: "lines", items: items))
        #expect(search.content.commandItem(at: 0).bytes == Self.latin1Name)
        #expect(search.content.commandItem(at: 0).text == "caf\u{FFFD}.txt", "the text shown keeps its replacement character")
        let ansi = DataSetSearch(dataSet: DataSet(name: "lines", items: items), lineFields: LineFields(stripsEscapeSequences: true))
        #expect(ansi.content.commandItem(at: 1).bytes == Array("red ".utf8) + [0xFF], "--ansi takes escape sequences out, and nothing else")
    }

    @Test func aRecordFieldIsNamedWithAnAtAndLeavesJqBracesAlone() throws {
        let dataSet = try DataSetLoader().load(bytes: Array(#"{"title":"x$(touch pwned)y"}"#.utf8), name: "r.jsonl")
        let search = DataSetSearch(dataSet: dataSet)
        let context = CommandContext(query: "", current: search.content.commandItem(at: 0))
        let line = try #require(try CommandTemplate("jq -c '{title}' <<< {@title}").expanded(for: context, shell: .standard))
        #expect(String(decoding: line, as: UTF8.self) == #"jq -c '{title}' <<< 'x$(touch pwned)y'"#)
    }

    @Test func aPreviewOpensTheFileANameThatIsNotUtf8Names() {
        let path = Array((folder.path + "/").utf8) + Self.latin1Name
        let descriptor = (path + [0]).withUnsafeBytes { open($0.baseAddress!.assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o600) }
        #expect(descriptor >= 0)
        _ = "latin1 content\n".withCString { write(descriptor, $0, 15) }
        close(descriptor)
        var store = ItemStore()
        store.append(bytes: path)
        let items = store
        let options = BrowserOptions(title: "test", previewWindow: PreviewWindow(position: .right, size: .percent(50)))
        let program = RuntimeHarness(width: 80, height: 10, options: options, configure: { runtime in
            runtime.commandHandler = PreviewAndBindingTests.commands(preview: "cat -- {}")
        }) { DataSetSearch(dataSet: DataSet(name: "lines", items: items)) }
        #expect(program.terminal.waitForText("latin1 content"), "the preview read the file with the original name")
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }
}
