// A mailbox in SwiftUI: a plain List of messages with sections, a large title, a search field,
// toolbar items and a TabView around it. Written as for iOS; only the import is switched.
// Rendered in light and dark by SwiftUIExamplesTests into Examples/SwiftUI/golden/.
import SketchpadSwiftUI

struct MailboxList: View {
    struct Message: Identifiable {
        let id: Int
        let sender: String
        let subject: String
        let time: String
        let unread: Bool
    }

    let today = [
        Message(id: 1, sender: "Grace Hopper", subject: "Compiler notes for Monday", time: "9:41", unread: true),
        Message(id: 2, sender: "Alan Turing", subject: "Re: the imitation game", time: "8:15", unread: true),
        Message(id: 3, sender: "Katherine Johnson", subject: "Trajectory figures attached", time: "7:02", unread: false),
    ]
    let earlier = [
        Message(id: 4, sender: "Margaret Hamilton", subject: "Apollo guidance review", time: "Mon", unread: false),
        Message(id: 5, sender: "Dennis Ritchie", subject: "Re: a new language", time: "Sun", unread: false),
    ]

    @State private var query = ""
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                List {
                    Section("Today") { ForEach(today) { row($0) } }
                    Section("Earlier") { ForEach(earlier) { row($0) } }
                }
                .listStyle(.plain)
                .navigationTitle("Inbox")
                .searchable(text: $query)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {} label: { Image(systemName: "square.and.pencil") }
                    }
                }
            }
            .tabItem { Label("Mail", systemImage: "envelope") }
            .tag(0)
            .badge(2)

            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
        }
    }

    func row(_ message: Message) -> some View {
        NavigationLink {
            Text(message.subject)
        } label: {
            HStack(alignment: .top, spacing: 10) {
                Circle()
                    .fill(message.unread ? Color.blue : Color.clear)
                    .frame(width: 10, height: 10)
                    .padding(.top, 6)
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text(message.sender).font(.headline)
                        Spacer()
                        Text(message.time).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Text(message.subject).font(.subheadline).lineLimit(1)
                }
            }
        }
    }
}
