import Foundation

extension BarButtonItem {
    /// The label a screen reader reads for the item: its title, else the name UIKit gives its
    /// system item ("Add", "Share", "Delete"), else nil.
    var accessibilityName: String? {
        if let title, !title.isEmpty { return title }
        guard let system = systemItem else { return nil }
        switch system {
        case .add: return "Add"
        case .compose: return "Compose"
        case .action: return "Share"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .refresh: return "Refresh"
        case .trash: return "Delete"
        case .close: return "Close"
        default: return system.title
        }
    }
}

extension NavigationBarNode: AccessibilityPartsProviding {
    /// The bar's elements in UIKit's order: the back button (labelled with the title it shows,
    /// else "Back"), the left items, the title with the `header` trait (or the title view's
    /// own elements), the right items, then the large title, also a `header`.
    ///
    /// Items on each side read leading to trailing by position (the first right item, placed
    /// at the trailing edge, reads last). Bar button items are `button` elements labelled with their title or their system
    /// item's name, `notEnabled` while disabled; spaces are not read.
    var accessibilityParts: [AccessibilityPart] {
        let layout = currentLayout
        var parts: [AccessibilityPart] = []
        if let back = layout.backButton {
            parts.append(AccessibilityPart(label: back.title?.string ?? "Back", traits: .button, frame: back.frame))
        }
        func add(_ placed: [NavigationBarLayout.Item], _ items: [BarButtonItem]) {
            // Right items are placed from the trailing edge inward; they read by position.
            for entry in placed.sorted(by: { $0.frame.minX < $1.frame.minX })
            where items.indices.contains(entry.index) && !items[entry.index].isSpace {
                let item = items[entry.index]
                let traits: AccessibilityTraits = item.isEnabled ? .button : [.button, .notEnabled]
                parts.append(AccessibilityPart(label: item.accessibilityName, traits: traits, frame: entry.frame))
            }
        }
        add(layout.leftItems, topItem?.leftBarButtonItems ?? [])
        if let view = topItem?.titleView, view.superview === self {
            parts.append(AccessibilityPart(view: view))
        } else if let title = layout.title {
            parts.append(AccessibilityPart(label: topItem?.title ?? title.string, traits: .header, frame: title.frame))
        }
        add(layout.rightItems, topItem?.rightBarButtonItems ?? [])
        if let large = layout.largeTitle, let area = layout.largeTitleArea {
            let frame = large.frame.intersection(area)
            if !frame.isNull, frame.height > 0 {
                parts.append(AccessibilityPart(label: topItem?.title ?? large.string, traits: .header, frame: frame))
            }
        }
        return parts
    }
}
