// From 004 (`searchable(text:isPresented:placement:prompt:)`): a toggle in a form presents and
// dismisses search through the binding, and the user's dismissing turns the toggle off. The
// seed's code as written, with `import SeekUI`; the app around it is added.
import SeekUI

struct SheetView: View {

    @State private var isPresented = false

    @State private var text = ""


    var body: some View {
        NavigationStack {
            Form{

                Toggle("是否搜索", isOn: $isPresented)
            }.searchable(text: $text, isPresented: $isPresented)
        }
    }
}

@main
struct SearchToggleApp: App {
    var body: some Scene {
        WindowGroup { SheetView() }
    }
}
