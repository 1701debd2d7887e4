// From 004 (`searchable(text:placement:prompt:)`): a list of twenty rows in a stack, titled,
// with a search field. The seed's code as written, with `import SeekUI`. The seed's list
// does not filter: what is typed changes only the text.
import SeekUI

struct ContentView: View {

    @State var text: String = ""
    
    var body: some View {
        
        NavigationStack {
            List(0..<20) {
                Text("Row \($0)")
            }.navigationTitle("100 Rows")
                .searchable(text: $text)
        }
    }
    
}

@main
struct HundredRowsApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
