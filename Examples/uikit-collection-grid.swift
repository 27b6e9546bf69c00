// UIKit code in a script: a photo grid in a `UICollectionViewFlowLayout`, three columns with
// section headers. `sketchpad run Examples/uikit-collection-grid.swift [output-folder]`.
import Sketchpad
import SketchpadUIKit

final class TileCell: UICollectionViewCell {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        title.font = .preferredFont(forTextStyle: .headline)
        title.textColor = .white
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class HeaderView: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .preferredFont(forTextStyle: .title2)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AlbumsViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let sections: [(title: String, tiles: [(String, UIColor)])] = [
        ("Recents", [("Beach", .systemTeal), ("Hike", .systemGreen), ("City", .systemIndigo), ("Snow", .systemBlue), ("Party", .systemPink)]),
        ("Favourites", [("Family", .systemOrange), ("Pets", .systemBrown), ("Food", .systemRed)]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        // Bouncing makes the vertical axis scrollable, so the content starts under the status bar
        // (UIKit insets short content by the safe area only on an axis that scrolls).
        collectionView.alwaysBounceVertical = true
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].tiles.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
        let (name, color) = sections[indexPath.section].tiles[indexPath.item]
        cell.title.text = name
        cell.contentView.backgroundColor = color
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! HeaderView
        header.title.text = sections[indexPath.section].title
        return header
    }

    // Three columns: the width less the insets and two gaps, in thirds.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = ((collectionView.bounds.width - 32 - 20) / 3).rounded(.down)
        return CGSize(width: side, height: side)
    }
}

let layout = UICollectionViewFlowLayout()
layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 16, right: 16)
layout.headerReferenceSize = CGSize(width: 0, height: 52)
let albums = AlbumsViewController(collectionViewLayout: layout)

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
let scene = try Scene(viewController: albums, device: .iPhone15)
try scene.render(to: "\(folder)/uikit-collection-grid.png", scale: 1)
print("wrote uikit-collection-grid.png")
