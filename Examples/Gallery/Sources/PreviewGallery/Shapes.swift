import SketchpadSwiftUI

private struct Swatch: View {
    var color: Color
    var name: String

    var body: some View {
        VStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 10).fill(color).frame(width: 56, height: 56)
            Text(name).font(.caption)
        }
    }
}

// A private view: previews in the same file see it, as Xcode's do.
#Preview("Palette", traits: .sizeThatFitsLayout) {
    HStack(spacing: 12) {
        Swatch(color: .red, name: "Red")
        Swatch(color: .orange, name: "Orange")
        Swatch(color: .green, name: "Green")
        Swatch(color: .blue, name: "Blue")
    }
    .padding()
}

#Preview("Shapes", traits: .fixedLayout(width: 320, height: 120)) {
    HStack(spacing: 16) {
        Circle().fill(Color.pink)
        Capsule().stroke(Color.purple, lineWidth: 4)
        Rectangle().fill(Color.teal)
        Ellipse().fill(Color.yellow)
    }
    .padding()
}

#Preview {
    ZStack {
        Color.black
        Text("Unnamed preview").foregroundStyle(.white)
    }
}
