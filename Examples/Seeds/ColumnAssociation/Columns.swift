// The app's part, which the seed leaves out: what the sidebar and detail columns show.
import SeekUI

struct SidebarView: View {
    let topics = ["Inbox", "Drafts", "Archive"]

    var body: some View {
        List(topics, id: \.self) { topic in
            Text(topic)
        }
    }
}

struct DetailView: View {
    var body: some View {
        Text("Messages of the chosen folder")
    }
}
