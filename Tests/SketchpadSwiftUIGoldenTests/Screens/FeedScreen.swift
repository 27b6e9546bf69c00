import SketchpadSwiftUI

/// A feed: a plain list of posts in a navigation stack, each row an avatar, author and time, a
/// paragraph, and a row of counts with symbols.
struct FeedScreen: View {
    struct Post: Identifiable {
        let id: Int
        let author: String
        let initials: String
        let time: String
        let text: String
        let likes: Int
        let replies: Int
        let color: Color
    }

    let posts = [
        Post(id: 1, author: "Katherine Johnson", initials: "KJ", time: "2m",
             text: "Checked the orbital numbers by hand once more. They hold.", likes: 42, replies: 3, color: .orange),
        Post(id: 2, author: "Alan Turing", initials: "AT", time: "1h",
             text: "Can machines think? A better question: can they render previews on Linux?", likes: 318, replies: 27, color: .green),
        Post(id: 3, author: "Margaret Hamilton", initials: "MH", time: "3h",
             text: "Priority displays saved the landing.", likes: 1_204, replies: 88, color: .purple),
        Post(id: 4, author: "Edsger Dijkstra", initials: "ED", time: "1d",
             text: "Simplicity is prerequisite for reliability.", likes: 96, replies: 12, color: .teal),
    ]

    var body: some View {
        NavigationStack {
            List(posts) { post in
                HStack(alignment: .top, spacing: 12) {
                    Circle()
                        .fill(post.color)
                        .frame(width: 40, height: 40)
                        .overlay(Text(post.initials).font(.subheadline).bold().foregroundStyle(.white))
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            Text(post.author).font(.subheadline).bold()
                            Spacer()
                            Text(post.time).font(.footnote).foregroundStyle(.secondary)
                        }
                        Text(post.text).font(.subheadline)
                        HStack(spacing: 20) {
                            Label("\(post.replies)", systemImage: "bubble.left")
                            Label("\(post.likes)", systemImage: "heart")
                        }
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    }
                }
                .padding(.vertical, 4)
            }
            .listStyle(.plain)
            .navigationTitle("Feed")
        }
    }
}
