import Foundation

extension NavigationBarLayout {
    /// The same layout moved `dx` points along the bar: how a bar whose sides are cut by the
    /// safe area (a notched phone in landscape) lays its row out between the insets.
    func offsetBy(dx: CGFloat) -> NavigationBarLayout {
        guard dx != 0 else { return self }
        func move(_ r: CGRect) -> CGRect { r.offsetBy(dx: dx, dy: 0) }
        func move(_ t: Text) -> Text { Text(string: t.string, origin: CGPoint(x: t.origin.x + dx, y: t.origin.y), frame: move(t.frame)) }
        func move(_ item: Item) -> Item {
            Item(index: item.index, frame: move(item.frame), title: item.title.map(move), imageFrame: item.imageFrame.map(move))
        }
        var moved = self
        moved.backButton = backButton.map {
            BackButton(chevronFrame: move($0.chevronFrame), title: $0.title.map(move), frame: move($0.frame))
        }
        moved.leftItems = leftItems.map(move)
        moved.rightItems = rightItems.map(move)
        moved.title = title.map(move)
        moved.titleViewFrame = titleViewFrame.map(move)
        moved.largeTitle = largeTitle.map(move)
        moved.largeTitleArea = largeTitleArea.map(move)
        moved.prompt = prompt.map(move)
        return moved
    }
}
