import Foundation

extension TabBarNode: AccessibilityPartsProviding {
    /// Each tab as its own element, in order, as UIKit's tab buttons are: the `button` trait,
    /// the item's title as label, its badge as value, `selected` on the selected tab and
    /// `notEnabled` on a disabled one. The bar itself carries the `tabBar` trait, which makes
    /// a screen reader announce its elements as tabs ("Tab, 2 of 4").
    var accessibilityParts: [AccessibilityPart] {
        zip(items, currentLayout.items).map { item, placed in
            var traits: AccessibilityTraits = .button
            if item === selectedItem { traits.insert(.selected) }
            if !item.isEnabled { traits.insert(.notEnabled) }
            let badge = item.badgeValue.flatMap { $0.isEmpty ? nil : $0 }
            return AccessibilityPart(label: item.title, value: badge, traits: traits, frame: placed.frame)
        }
    }
}
