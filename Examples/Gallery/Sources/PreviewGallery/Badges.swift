import SketchpadSwiftUI

/// A count in a red circle, hidden at zero.
struct Badge: View {
    var count: Int

    var body: some View {
        if count > 0 {
            Text(count > 99 ? "99+" : "\(count)")
                .font(.caption.bold())
                .foregroundStyle(.white)
                .padding(.horizontal, 6)
                .frame(minWidth: 20, minHeight: 20)
                .background(Capsule().fill(Color.red))
        }
    }
}

/// An icon with a badge at its top trailing corner.
struct BadgedIcon: View {
    var systemName: String
    var count: Int

    var body: some View {
        Image(systemName: systemName)
            .font(.title)
            .frame(width: 44, height: 44)
            .overlay(alignment: .topTrailing) { Badge(count: count).offset(x: 8, y: -6) }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 80)) {
    HStack(spacing: 24) {
        BadgedIcon(systemName: "bell", count: 3)
        BadgedIcon(systemName: "envelope", count: 128)
        BadgedIcon(systemName: "cart", count: 0)
    }
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 7
    HStack {
        BadgedIcon(systemName: "tray", count: count)
        Text("Inbox: \(count)")
    }
    .padding()
}
