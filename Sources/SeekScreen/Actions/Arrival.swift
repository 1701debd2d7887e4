import SeekToolkit
import SeekMatching
import SeekModel

/// What arrived from the host's work or the terminal; the browser takes it as it comes.
public enum Arrival: Sendable, Equatable {
    /// The terminal changed size.
    case resize(TerminalSize)
    /// A match finished. `scopeCounts` gives the number of matches in each scope, when known.
    case matches(MatchSnapshot, scopeCounts: [Int]? = nil)
    /// The host's background work (matching, reading input) started or stopped; `totalCount` is
    /// the number of items read so far.
    case progress(isBusy: Bool, totalCount: Int)
    /// Output of the preview command arrived.
    case previewOutput(PreviewOutput)
    /// The host replaced the input (`reload`): marks refer to items that are gone.
    case inputReplaced
    /// The host dropped this many of its oldest items (`--tail`): every later item's index moved
    /// down by that much, so marks follow their items, and marks on dropped items go.
    case itemsDropped(Int)
    /// The host put its items at other indexes (old index to new): marks follow their items, and
    /// marks on items missing from the map go.
    case itemsMoved([Int: Int])
    /// The host's text of the selected item's detail pane (``DetailPane/searchableText``), sent
    /// whenever the selection changes while the detail pane is shown: what find searches there.
    case detailText(String)
    /// The host finished reading its input: fires `load` (once per input; a reload reads anew).
    case inputCompleted
    /// The data's words arrived: the scope bar's scopes, the tokens offered while typing, and the
    /// fields whose `field:value` terms become tokens. New scopes need their counts, so the query
    /// on screen is asked for again.
    case vocabulary(scopes: [SearchScope], suggestedTokens: [SearchToken], tokenFields: Set<String>)
    /// The host's note for the status line (a lost server being retried, say); nil for none.
    case note(String?)
    /// A command the user asked for could not run: the status line says why until the next key.
    case commandFailed(String)
}
