import SketchpadSwiftUI

/// A profile: an avatar, name and handle centred, a row of counts, two buttons side by side and
/// a paragraph that wraps.
struct ProfileScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Image(systemName: "person.circle.fill")
                    .font(.system(size: 88))
                    .foregroundStyle(.blue)
                VStack(spacing: 4) {
                    Text("Grace Hopper").font(.title).bold()
                    Text("@grace · Arlington, VA")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                HStack {
                    ProfileCount(value: "128", title: "Posts")
                    Divider().frame(height: 32)
                    ProfileCount(value: "12.4K", title: "Followers")
                    Divider().frame(height: 32)
                    ProfileCount(value: "342", title: "Following")
                }
                HStack(spacing: 12) {
                    Button {
                    } label: {
                        Text("Follow").frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    Button {
                    } label: {
                        Text("Message").frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                }
                VStack(alignment: .leading, spacing: 8) {
                    Text("About").font(.headline)
                    Text("Computer scientist and rear admiral. Found the first bug in a relay of the Mark II, and wrote the first compiler.")
                        .font(.body)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding()
        }
    }
}

/// One count under the profile's name: the number over its title.
struct ProfileCount: View {
    let value: String
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}
