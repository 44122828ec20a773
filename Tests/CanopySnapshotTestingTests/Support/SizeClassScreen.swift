import Canopy
import Foundation

/// A mail-style screen that changes shape with the horizontal size class: regular shows a
/// sidebar of mailboxes beside the message list, compact shows the list alone.
final class SizeClassScreenController: ViewControllerNode {
    private let sidebar = ViewNode()
    private let list = ViewNode()
    private var rows: [ViewNode] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        sidebar.backgroundColor = .secondarySystemBackground
        list.backgroundColor = .systemBackground
        view.addSubview(sidebar)
        view.addSubview(list)
        for index in 0..<6 {
            let row = ViewNode()
            row.backgroundColor = index == 0 ? .systemBlue : .systemFill
            row.cornerRadius = 6
            list.addSubview(row)
            rows.append(row)
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        // The sidebar is 320 points wide, UIKit's default primary column in a split view.
        let showsSidebar = traitCollection.horizontalSizeClass == .regular
        let sidebarWidth: CGFloat = showsSidebar ? 320 : 0
        sidebar.isHidden = !showsSidebar
        sidebar.frame = CGRect(x: 0, y: 0, width: sidebarWidth, height: bounds.height)
        list.frame = CGRect(x: sidebarWidth, y: 0, width: bounds.width - sidebarWidth, height: bounds.height)
        // Rows of 44 points with 8 between them, 16 from the list's sides, below the safe area.
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(
                x: 16, y: safe.top + 16 + CGFloat(index) * 52, width: max(0, list.frame.width - 32), height: 44)
        }
    }
}

/// A window of `device` showing a new size-class screen, laid out.
func sizeClassScreenWindow(on device: DeviceProfile) -> WindowNode {
    let window = WindowNode(device: device)
    window.rootViewController = SizeClassScreenController()
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}
