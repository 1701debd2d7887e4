// The app's part, which the seed leaves out: what the searchable view shows.
import SeekUI

struct SheetContent: View {
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        Text(isSearching ? "Search is presented" : "Search is not presented")
    }
}
