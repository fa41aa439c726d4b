"""Custom resource types of modules: found on the modulepath, read without Ruby."""
import os


def find_custom_type(modulepath, name):
    return None
