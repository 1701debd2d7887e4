// From 004 (`SearchFieldPlacement.sidebar`): a two-column split view whose sidebar is
// searchable. The seed's code as written, with `import SeekUI`.
import SeekUI

struct ContentView: View {

    @State var text: String = ""
    
    var body: some View {
        
        NavigationSplitView {
            Text("Sidebar").searchable(text: $text, placement: .automatic)
        } detail: {
            Text("Detail")
                
        }
    }
}
