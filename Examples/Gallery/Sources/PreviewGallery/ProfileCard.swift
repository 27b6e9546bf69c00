import SketchpadSwiftUI

struct User {
    var name: String
    var role: String
    var followers: Int

    static let sample = User(name: "Ada Lovelace", role: "Analyst", followers: 1_843)
}

struct ProfileCard: View {
    var user: User

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.indigo)
                .frame(width: 48, height: 48)
                .overlay(Text(String(user.name.prefix(1))).font(.title2).bold().foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 2) {
                Text(user.name).font(.headline)
                Text(user.role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(user.followers)")
                .font(.callout.monospacedDigit())
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(Capsule().fill(Color.blue.opacity(0.15)))
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16, style: .continuous).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

#Preview("Profile card", traits: .sizeThatFitsLayout) {
    ProfileCard(user: .sample)
        .padding()
}

#Preview("Profile card on a phone") {
    VStack {
        ProfileCard(user: .sample)
        Spacer()
    }
    .padding()
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        ProfileCard(user: .sample)
            .padding()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Light")
        ProfileCard(user: User(name: "Grace Hopper", role: "Rear admiral", followers: 12))
            .padding()
            .previewLayout(.fixed(width: 360, height: 120))
            .previewDisplayName("Fixed size")
    }
}
