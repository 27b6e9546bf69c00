import SketchpadSwiftUI

/// A grid of cards: an adaptive lazy grid in a scroll view, each card a rounded tile with a
/// symbol over a title and a subtitle.
struct CardGridScreen: View {
    struct Place: Identifiable {
        var id: String { title }
        let title: String
        let subtitle: String
        let symbol: String
        let color: Color
    }

    let places = [
        Place(title: "Lisbon", subtitle: "12 photos", symbol: "sun.max", color: .orange),
        Place(title: "Reykjavík", subtitle: "48 photos", symbol: "cloud", color: .blue),
        Place(title: "Kyoto", subtitle: "31 photos", symbol: "map", color: .pink),
        Place(title: "Nairobi", subtitle: "9 photos", symbol: "camera", color: .green),
        Place(title: "Oaxaca", subtitle: "22 photos", symbol: "flame", color: .red),
        Place(title: "Tromsø", subtitle: "17 photos", symbol: "moon", color: .indigo),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 16)], spacing: 16) {
                    ForEach(places) { place in
                        VStack(alignment: .leading, spacing: 6) {
                            RoundedRectangle(cornerRadius: 12, style: .continuous)
                                .fill(place.color.opacity(0.85))
                                .frame(height: 110)
                                .overlay(
                                    Image(systemName: place.symbol)
                                        .font(.system(size: 36))
                                        .foregroundStyle(.white))
                            Text(place.title).font(.headline)
                            Text(place.subtitle).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Places")
        }
    }
}
