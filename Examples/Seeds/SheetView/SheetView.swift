// From 003 ("Control activation through a binding"): a view whose search is presented from the
// start, as a sheet that opens searching would be. The seed's code as written, with
// `import SeekUI`; `SheetContent` (which the seed leaves out) and the app around it are added.
import SeekUI

struct SheetView: View {
    @State private var isPresented = true
    @State private var text = ""
  
    var body: some View {
        NavigationStack {
            SheetContent()
                .searchable(text: $text, isPresented: $isPresented)
        }
    }
}   

@main
struct SheetViewApp: App {
    var body: some Scene {
        WindowGroup { SheetView() }
    }
}
